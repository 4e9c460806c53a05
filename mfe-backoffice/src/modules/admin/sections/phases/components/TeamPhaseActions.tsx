import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { PHASE_MOVE_UNDO_MINUTES, type PhaseMoveRef, type TeamStatus } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useBulkPhaseAction } from '../hooks/usePhases';
import { bulkActionLabel, failedActionMessage, outcomeOf, teamMoves, type BulkAction } from '../utils/phaseActions';
import { PhaseMoveConfirmDialog } from './PhaseMoveConfirmDialog';
import { ScoreDialog, type ScorableTeam } from './ScoreDialog';
import { UndoMoveAlert } from './UndoMoveAlert';
import { useT } from '../../../../../i18n';

export type PhaseActionsTeam = ScorableTeam & { status: TeamStatus };

/**
 * Issue 25: a team's own window (the Teams section's detail) offers the phase actions its state
 * allows (promote, demote) and Score, with the same confirmation and undo as Phase Management.
 */
export function TeamPhaseActions({ team }: { team: PhaseActionsTeam }) {
  const t = useT();
  const bulk = useBulkPhaseAction();
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [scoring, setScoring] = useState(false);
  const [undoable, setUndoable] = useState<PhaseMoveRef[]>([]);
  const moves = teamMoves(team);

  const run = (action: BulkAction) =>
    bulk.mutate(
      { action, teamIds: [team._id], known: new Map([[team._id, { status: team.status }]]) },
      {
        onSuccess: (result) => {
          const outcome = outcomeOf(action, result);
          if (outcome.kind === 'success') toast.success(outcome.message);
          // a refusal says why (the team moved meanwhile): the server's reason
          else toast.error(result.refused[0]?.reason ?? outcome.message);
          setUndoable(result.moves);
          setConfirming(null);
        },
        onError: (error) => {
          setConfirming(null);
          if (!error.shouldLogout) toast.error(failedActionMessage(action));
        },
      },
    );

  return (
    <Box component="section" aria-labelledby="team-phase-actions-title">
      <Typography id="team-phase-actions-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('backoffice.phaseMoves.teamActions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('backoffice.phaseMoves.teamActionsHint', { minutes: PHASE_MOVE_UNDO_MINUTES })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {moves.map((action) => (
          <Button key={action} variant="outlined" size="small" color={action === 'demote' ? 'warning' : 'primary'} onClick={() => setConfirming(action)} disabled={bulk.isPending}>
            {bulkActionLabel(action)}
          </Button>
        ))}
        <Button variant="outlined" size="small" onClick={() => setScoring(true)} aria-label={t('backoffice.phases.scoreTeam', { team: team.teamName })}>
          {t('backoffice.field.score')}
        </Button>
      </Stack>
      {undoable.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <UndoMoveAlert moves={undoable} onDone={() => setUndoable([])} />
        </Box>
      ) : null}
      <PhaseMoveConfirmDialog
        actionLabel={confirming ? bulkActionLabel(confirming) : null}
        teams={[{ id: team._id, teamId: team.teamId, teamName: team.teamName }]}
        busy={bulk.isPending}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
      />
      <ScoreDialog team={scoring ? team : null} onClose={() => setScoring(false)} />
    </Box>
  );
}
