import { Typography } from '@mui/material';
import { API_MSG, MSG, type Team } from '@hackathon/contracts';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { useTeamMutations } from '../hooks/useTeamMutations';
import { serverMessageOr } from '../../shared/utils/serverErrors';
import { DELETE_CONFIRM_TEXT } from '../../shared/deleteConfirm';

export interface DeleteTeamDialogProps {
  team: Team | null;
  schoolCode: string;
  onClose: () => void;
}

/** Delete through the confirmation dialog: type DELETE, wait 5 seconds. */
export function DeleteTeamDialog({ team, schoolCode, onClose }: DeleteTeamDialogProps) {
  const { remove } = useTeamMutations(schoolCode);

  const confirm = async () => {
    if (!team) return;
    try {
      const result = await remove.mutateAsync({ teamId: team.teamId, _id: team._id });
      toast.success(result.message || API_MSG.teamDeleted);
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, MSG.failedDeleteTeam));
    }
  };

  return (
    <ConfirmDialog
      open={team !== null}
      title="Delete Team"
      destructive
      confirmText="Delete"
      requireText={DELETE_CONFIRM_TEXT}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      message={
        team ? (
          <Typography>
            Delete team <strong>{team.teamName}</strong> ({team.teamId}) and its {Array.isArray(team.members) ? team.members.length : 0} members? The team
            will no longer be able to sign in. This cannot be undone.
          </Typography>
        ) : undefined
      }
    />
  );
}
