import { Typography } from '@mui/material';
import { API_MSG, MSG, type Mentor } from '@hackathon/contracts';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { useMentorMutations } from '../hooks/useMentorMutations';
import { serverMessageOr } from '../../shared/utils/serverErrors';
import { DELETE_CONFIRM_TEXT } from '../../shared/deleteConfirm';

export interface DeleteMentorDialogProps {
  mentor: Mentor | null;
  schoolCode: string;
  onClose: () => void;
}

/** Delete through the confirmation dialog: type DELETE, wait 5 seconds. */
export function DeleteMentorDialog({ mentor, schoolCode, onClose }: DeleteMentorDialogProps) {
  const { remove } = useMentorMutations(schoolCode);
  const teams = mentor && Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams : [];

  const confirm = async () => {
    if (!mentor) return;
    try {
      const result = await remove.mutateAsync({ id: mentor._id || mentor.mentorId, force: teams.length > 0 });
      toast.success(result.message || API_MSG.mentorDeleted);
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, MSG.failedDeleteMentor));
    }
  };

  return (
    <ConfirmDialog
      open={mentor !== null}
      title="Delete Mentor"
      destructive
      confirmText="Delete"
      requireText={DELETE_CONFIRM_TEXT}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      message={
        mentor ? (
          <>
            <Typography>
              Delete mentor <strong>{mentor.name}</strong> ({mentor.mentorId})? This cannot be undone.
            </Typography>
            {teams.length > 0 ? (
              <Typography sx={{ mt: 1 }} color="warning.dark">
                This mentor is assigned to {teams.map((team) => team.teamId).join(', ')}. Those teams will have no mentor.
              </Typography>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}
