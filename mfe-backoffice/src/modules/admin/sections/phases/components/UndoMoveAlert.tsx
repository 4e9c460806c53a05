import { Alert, Button } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { formatTime, type PhaseMoveRef } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useUndoMoves } from '../hooks/usePhases';
import { useT } from '../../../../../i18n';

export interface UndoMoveAlertProps {
  /** The moves of the last bulk action (Demote may be two); empty: nothing to undo. */
  moves: readonly PhaseMoveRef[];
  /** After the undo (done or refused): the offer ends. */
  onDone: () => void;
}

/**
 * Issue 25: the last bulk move can be undone for a few minutes. The server decides (a 409 once
 * the window passed or a team changed since, with its reason, shown as the toast).
 */
export function UndoMoveAlert({ moves, onDone }: UndoMoveAlertProps) {
  const t = useT();
  const undo = useUndoMoves();
  if (moves.length === 0) return null;
  // the earliest end of the moves' windows
  const until = moves.map((move) => move.undoUntil).sort()[0];
  const run = () =>
    undo.mutate(moves, {
      onSuccess: (message) => {
        toast.success(message);
        onDone();
      },
      onError: (error) => {
        if (error.shouldLogout) return;
        toast.error(errorMessage(error, t('backoffice.phaseMoves.undoFailed')));
        onDone();
      },
    });
  return (
    <Alert
      severity="info"
      data-testid="phase-move-undo"
      action={
        <Button color="inherit" size="small" onClick={run} disabled={undo.isPending}>
          {undo.isPending ? t('backoffice.phaseMoves.undoing') : t('backoffice.phaseMoves.undo')}
        </Button>
      }
    >
      {t('backoffice.phaseMoves.undoUntil', { time: formatTime(until) })}
    </Alert>
  );
}
