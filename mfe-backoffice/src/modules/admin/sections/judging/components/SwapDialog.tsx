import { useState, type FormEvent } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { JUDGING_MSG, type CoverageAssignment, type JudgeCoverage, type TeamCoverage } from '@hackathon/contracts';
import { DialogForm, FormDialog, toast } from '@hackathon/ui';
import { useSwapJudge } from '../hooks/useJudgingWrites';
import { useT } from '../../../../../i18n';

/** The sheet whose judge is replaced, on its team; null: closed. */
export type SwapTarget = { team: TeamCoverage; sheet: CoverageAssignment } | null;

export interface SwapDialogProps {
  target: SwapTarget;
  /** The round's judges (the coverage board's), to choose from. */
  judges: readonly JudgeCoverage[];
  onClose: () => void;
}

/** Swap judge: another of the round's judges on the team, or (left empty) the best eligible one the server finds. */
export function SwapDialog({ target, judges, onClose }: SwapDialogProps) {
  const t = useT();
  return (
    <FormDialog open={target !== null} onClose={onClose} title={t('judging.swap.title')} titleId="judging-swap-title" maxWidth="xs">
      {target ? <SwapForm target={target} judges={judges} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function SwapForm({ target, judges, onClose }: { target: NonNullable<SwapTarget>; judges: readonly JudgeCoverage[]; onClose: () => void }) {
  const t = useT();
  const [judgeId, setJudgeId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const swap = useSwapJudge();
  // a judge already on the team cannot take another of its places
  const onTeam = new Set(target.team.assignments.map((sheet) => sheet.judgeId));
  const choices = judges.filter((judge) => !onTeam.has(judge.judgeId));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setError(null);
    swap.mutate(
      { assignmentId: target.sheet.assignmentId, judgeId: judgeId || null },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || JUDGING_MSG.swapped);
          onClose();
        },
        onError: (failure) => {
          if (failure.shouldLogout) return;
          setError(failure.message);
          toast.error(failure.message);
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={error} saving={swap.isPending} submitLabel={t('judging.coverage.swap')} savingLabel={t('backoffice.common.saving')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('judging.swap.intro', { judge: target.sheet.judgeName, team: target.team.teamName, id: target.team.teamId })}
      </Typography>
      <TextField id="judging-swap-judge" select label={t('judging.swap.newJudge')} value={judgeId} onChange={(event) => setJudgeId(event.target.value)} helperText={t('judging.swap.help')} fullWidth>
        <MenuItem value="">{t('judging.swap.automatic')}</MenuItem>
        {choices.map((judge) => (
          <MenuItem key={judge.judgeId} value={judge.judgeId}>
            {t('judging.swap.choice', { name: judge.name, submitted: judge.submitted, assigned: judge.assigned })}
          </MenuItem>
        ))}
      </TextField>
    </DialogForm>
  );
}
