import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { PHASE_MOVE_UNDO_MINUTES } from '@hackathon/contracts';
import { ConfirmDialog } from '@hackathon/ui';
import { useT } from '../../../../../i18n';

/** The most teams the confirmation names; the count is always exact. */
export const CONFIRM_NAMES_MAX = 20;

export interface MovedTeam {
  /** The team's `_id` (what the bulk action sends). */
  id: string;
  teamId: string;
  teamName: string;
}

export interface PhaseMoveConfirmDialogProps {
  /** The move's words ('Promote to Phase 2'); null: closed. */
  actionLabel: string | null;
  teams: readonly MovedTeam[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Issue 25: a promote or demote asks first, with the count and the teams it moves (Team ID and
 * name), and says that it can be undone for a few minutes.
 */
export function PhaseMoveConfirmDialog({ actionLabel, teams, busy, onConfirm, onCancel }: PhaseMoveConfirmDialogProps) {
  const t = useT();
  const shown = teams.slice(0, CONFIRM_NAMES_MAX);
  return (
    <ConfirmDialog
      open={actionLabel !== null}
      title={t('backoffice.phaseMoves.confirmTitle', { action: actionLabel ?? '', count: teams.length })}
      confirmText={actionLabel ?? undefined}
      waitSeconds={0}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('backoffice.phaseMoves.confirmIntro', { count: teams.length, minutes: PHASE_MOVE_UNDO_MINUTES })}
          </Typography>
          <List dense disablePadding aria-label={t('backoffice.phaseMoves.teamsToMove')} data-testid="phase-move-teams">
            {shown.map((team) => (
              <ListItem key={team.id} disableGutters>
                <ListItemText primary={t('backoffice.common.nameWithId', { name: team.teamName, id: team.teamId })} />
              </ListItem>
            ))}
          </List>
          {teams.length > shown.length ? (
            <Typography variant="body2" color="text.secondary">
              {t('backoffice.phaseMoves.andMore', { count: teams.length - shown.length })}
            </Typography>
          ) : null}
        </>
      }
    />
  );
}
