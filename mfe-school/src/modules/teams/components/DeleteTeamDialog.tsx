import { Typography } from '@mui/material';
import { API_MSG, MSG, type Team } from '@hackathon/contracts';
import { useTeamMutations } from '../hooks/useTeamMutations';
import { DeleteConfirmDialog } from '../../shared/DeleteConfirmDialog';

export interface DeleteTeamDialogProps {
  team: Team | null;
  schoolCode: string;
  onClose: () => void;
}

/** Delete a team with its members; it can no longer sign in. */
export function DeleteTeamDialog({ team, schoolCode, onClose }: DeleteTeamDialogProps) {
  const { remove } = useTeamMutations(schoolCode);
  return (
    <DeleteConfirmDialog
      item={team}
      title="Delete Team"
      busy={remove.isPending}
      remove={(row) => remove.mutateAsync({ teamId: row.teamId, _id: row._id })}
      deletedMessage={API_MSG.teamDeleted}
      failedMessage={MSG.failedDeleteTeam}
      onClose={onClose}
      describe={(row) => (
        <Typography>
          Delete team <strong>{row.teamName}</strong> ({row.teamId}) and its {Array.isArray(row.members) ? row.members.length : 0} members? The team will
          no longer be able to sign in. This cannot be undone.
        </Typography>
      )}
    />
  );
}
