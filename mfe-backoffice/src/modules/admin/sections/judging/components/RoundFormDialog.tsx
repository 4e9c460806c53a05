import { useMemo } from 'react';
import { Alert, DialogContent } from '@mui/material';
import { DEFAULT_RUBRIC, type JudgingRound, type RubricTemplate } from '@hackathon/contracts';
import { FormDialog, LoadingSpinner } from '@hackathon/ui';
import { useTemplates } from '../hooks/useJudgingReads';
import { draftOfRound, newRoundDraft } from '../utils/roundForm';
import { RoundForm } from './RoundForm';
import { useT } from '../../../../../i18n';

/** What the dialog edits: `{ round: null }` a new round, `{ round }` a draft one; null: closed. */
export type RoundFormTarget = { round: JudgingRound | null } | null;

export interface RoundFormDialogProps {
  target: RoundFormTarget;
  onClose: () => void;
  onSaved: (round: JudgingRound) => void;
}

/** New round, or Edit round (a draft only): the form, once its templates (and an edited round's judges' names) are here. */
export function RoundFormDialog({ target, onClose, onSaved }: RoundFormDialogProps) {
  const t = useT();
  return (
    <FormDialog open={target !== null} onClose={onClose} title={target?.round ? t('judging.form.editTitle') : t('judging.form.newTitle')} titleId="judging-round-form-title" maxWidth="md">
      {target ? <RoundFormLoader round={target.round} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function RoundFormLoader({ round, onClose, onSaved }: { round: JudgingRound | null; onClose: () => void; onSaved: (round: JudgingRound) => void }) {
  const t = useT();
  const templates = useTemplates(true);
  // without the saved templates the form still starts from the rubric the event configuration ships
  const fallback = useMemo<RubricTemplate[]>(() => [{ _id: 'default', name: t('judging.rubric.defaultName'), criteria: [...DEFAULT_RUBRIC], builtIn: true, createdAt: null }], [t]);
  const list = templates.data && templates.data.length > 0 ? templates.data : fallback;

  if (templates.isLoading) {
    return (
      <DialogContent dividers>
        <LoadingSpinner label={t('judging.form.loading')} />
      </DialogContent>
    );
  }
  const judgeOf = (id: string) => {
    const judge = round?.judges.find((item) => item._id === id);
    return { _id: id, name: judge?.name ?? t('judging.form.judgeUnnamed', { id: id.slice(0, 8) }), detail: '' };
  };
  const initial = round ? draftOfRound(round, judgeOf) : newRoundDraft(list[0]!.criteria);
  return (
    <>
      {templates.error ? (
        <Alert severity="warning" sx={{ mx: 3, mt: 2 }}>
          {t('judging.form.templatesFailed')}
        </Alert>
      ) : null}
      <RoundForm round={round} initial={initial} templates={list} onClose={onClose} onSaved={onSaved} />
    </>
  );
}
