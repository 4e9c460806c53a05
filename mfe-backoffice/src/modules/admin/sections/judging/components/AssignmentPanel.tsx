import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { JUDGING_MSG, type AssignmentPlanResult, type JudgingRound } from '@hackathon/contracts';
import { ConfirmDialog, LoadingSpinner, toast } from '@hackathon/ui';
import { useAssign } from '../hooks/useJudgingWrites';
import { PlanReport } from './PlanReport';
import { useT } from '../../../../../i18n';

/**
 * Assignment: Preview plans it on the server without writing (dryRun), so the admin sees the loads
 * and the checks first; Apply (after a confirmation) writes that plan. Applying again later keeps
 * the pairs already scored or swapped.
 */
export function AssignmentPanel({ round }: { round: JudgingRound }) {
  const t = useT();
  const assign = useAssign(round._id);
  const [plan, setPlan] = useState<AssignmentPlanResult | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = (dryRun: boolean) =>
    assign.mutate(dryRun, {
      onSuccess: (answer) => {
        setPlan(answer.data);
        setConfirming(false);
        toast.success(answer.message || (dryRun ? JUDGING_MSG.planReady : JUDGING_MSG.planApplied));
      },
      onError: (error) => {
        setConfirming(false);
        if (!error.shouldLogout) toast.error(error.message);
      },
    });

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {round.status === 'draft' ? t('judging.assign.introDraft') : t('judging.assign.introAssigned')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => run(true)} disabled={assign.isPending}>
          {t('judging.assign.preview')}
        </Button>
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={assign.isPending || plan === null || plan.applied}>
          {t('judging.assign.apply')}
        </Button>
      </Stack>
      {assign.isPending && !confirming ? <LoadingSpinner label={t('judging.assign.planning')} /> : null}
      {plan ? <PlanReport plan={plan} round={round} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t('judging.assign.confirmTitle', { name: round.name })}
        message={t('judging.assign.confirmText', { pairs: plan?.pairCount ?? 0, teams: plan?.teamCount ?? 0, judges: plan?.judgeCount ?? 0 })}
        confirmText={t('judging.assign.apply')}
        // applying can be redone (a new plan keeps the scored pairs): no countdown
        waitSeconds={0}
        busy={assign.isPending}
        onConfirm={() => run(false)}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
