import { useState, type FormEvent } from 'react';
import { Typography } from '@mui/material';
import { JUDGING_MSG, JUDGING_ROUND_LIMITS, type CoverageAssignment, type TeamCoverage } from '@hackathon/contracts';
import { DialogForm, FormDialog, toast } from '@hackathon/ui';
import { useReopenSheet } from '../hooks/useJudgingWrites';
import { ReasonField } from '../../../../shared/components/ReasonField';
import { useT } from '../../../../../i18n';

/** The submitted sheet to reopen, on its team; null: closed. */
export type ReopenTarget = { team: TeamCoverage; sheet: CoverageAssignment } | null;

/** Reopen: a submitted sheet goes back to draft for its judge to correct; the reason is required (it is audited). */
export function ReopenDialog({ target, onClose }: { target: ReopenTarget; onClose: () => void }) {
  const t = useT();
  return (
    <FormDialog open={target !== null} onClose={onClose} title={t('judging.reopen.title')} titleId="judging-reopen-title" maxWidth="xs">
      {target ? <ReopenForm target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function ReopenForm({ target, onClose }: { target: NonNullable<ReopenTarget>; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reopen = useReopenSheet();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (reason.trim() === '') {
      setProblem(JUDGING_MSG.reasonRequired);
      return;
    }
    reopen.mutate(
      { assignmentId: target.sheet.assignmentId, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || JUDGING_MSG.reopened);
          onClose();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          setProblem(error.message);
          toast.error(error.message);
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} saving={reopen.isPending} submitLabel={t('judging.coverage.reopen')} savingLabel={t('backoffice.common.saving')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('judging.reopen.intro', { judge: target.sheet.judgeName, team: target.team.teamName, id: target.team.teamId })}
      </Typography>
      <ReasonField
        id="judging-reopen-reason"
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        problem={problem}
        max={JUDGING_ROUND_LIMITS.conflictReasonMax}
      />
    </DialogForm>
  );
}
