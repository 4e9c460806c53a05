import { useCallback, useState, type FormEvent } from 'react';
import { Stack, Typography } from '@mui/material';
import { JUDGING_MSG, type FieldError, type JudgingRound, type RubricTemplate } from '@hackathon/contracts';
import { DialogForm, toast } from '@hackathon/ui';
import { fieldErrorsOf } from '../../../../shared/utils/fieldErrors';
import { useSaveRound } from '../hooks/useJudgingWrites';
import { checkRoundDraft, fieldId, problemsByPath, type RoundDraft, type SetRoundField } from '../utils/roundForm';
import { RoundScopeFields } from './RoundScopeFields';
import { RoundSettingsFields } from './RoundSettingsFields';
import { RubricEditor } from './RubricEditor';
import { useT } from '../../../../../i18n';

export interface RoundFormProps {
  /** The draft round being edited; null: a new round. */
  round: JudgingRound | null;
  initial: RoundDraft;
  templates: readonly RubricTemplate[];
  onClose: () => void;
  onSaved: (round: JudgingRound) => void;
}

/** The problems left once a field changed: its own (and, for the rubric, every criterion's) go. */
function withoutPath(problems: Record<string, string>, path: string): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter(([at]) => at !== path && !at.startsWith(`${path}[`) && !at.startsWith(`${path}.`)));
}

/** The round's form: checked as the server checks it; the server's own field problems land on the same fields. */
export function RoundForm({ round, initial, templates, onClose, onSaved }: RoundFormProps) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveRound();

  const set: SetRoundField = useCallback((key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => withoutPath(current, key === 'judges' ? 'judgeIds' : key));
  }, []);
  const setCriteria = (criteria: RoundDraft['criteria'], touched?: number) => {
    setDraft((current) => ({ ...current, criteria }));
    setProblems((current) => withoutPath(current, touched === undefined ? 'criteria' : `criteria[${touched}]`));
  };
  const showProblems = (list: readonly FieldError[]) => {
    setProblems(problemsByPath(list));
    if (list[0]) document.getElementById(fieldId(list[0].path))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRoundDraft(draft);
    if (!checked.input) {
      showProblems(checked.problems);
      toast.error(t('judging.form.problems', { count: checked.problems.length }));
      return;
    }
    setServerError(null);
    save.mutate(
      { id: round?._id ?? null, body: checked.input },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || (round ? JUDGING_MSG.roundUpdated : JUDGING_MSG.roundCreated));
          onSaved(answer.data);
          onClose();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          const fields = fieldErrorsOf(error.details);
          if (fields.length > 0) showProblems(fields);
          setServerError(error.message);
          toast.error(error.message);
        },
      },
    );
  };

  const heading = (id: string, text: string) => (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );
  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={serverError} saving={save.isPending} submitLabel={round ? t('judging.form.save') : t('judging.form.create')} savingLabel={t('backoffice.common.saving')}>
      <Stack spacing={3}>
        <Stack component="section" aria-labelledby="round-scope-heading" spacing={2}>
          {heading('round-scope-heading', t('judging.form.scope'))}
          <RoundScopeFields draft={draft} set={set} problems={problems} />
        </Stack>
        <Stack component="section" aria-labelledby="round-settings-heading" spacing={2}>
          {heading('round-settings-heading', t('judging.form.settings'))}
          <RoundSettingsFields draft={draft} set={set} problems={problems} />
        </Stack>
        <RubricEditor criteria={draft.criteria} onChange={setCriteria} templates={templates} problems={problems} onProblems={showProblems} />
      </Stack>
    </DialogForm>
  );
}
