import { Typography } from '@mui/material';
import { API_MSG, MSG, type Mentor } from '@hackathon/contracts';
import { useMentorMutations } from '../hooks/useMentorMutations';
import { DeleteConfirmDialog } from '../../shared/DeleteConfirmDialog';

export interface DeleteMentorDialogProps {
  mentor: Mentor | null;
  schoolCode: string;
  onClose: () => void;
}

const assignedTeams = (mentor: Mentor) => (Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams : []);

/** Delete a mentor; a mentor with teams is deleted with force and the teams lose their mentor. */
export function DeleteMentorDialog({ mentor, schoolCode, onClose }: DeleteMentorDialogProps) {
  const { remove } = useMentorMutations(schoolCode);
  return (
    <DeleteConfirmDialog
      item={mentor}
      title="Delete Mentor"
      busy={remove.isPending}
      remove={(row) => remove.mutateAsync({ id: row._id || row.mentorId, force: assignedTeams(row).length > 0 })}
      deletedMessage={API_MSG.mentorDeleted}
      failedMessage={MSG.failedDeleteMentor}
      onClose={onClose}
      describe={(row) => {
        const teams = assignedTeams(row);
        return (
          <>
            <Typography>
              Delete mentor <strong>{row.name}</strong> ({row.mentorId})? This cannot be undone.
            </Typography>
            {teams.length > 0 ? (
              <Typography sx={{ mt: 1 }} color="warning.dark">
                This mentor is assigned to {teams.map((team) => team.teamId).join(', ')}. Those teams will have no mentor.
              </Typography>
            ) : null}
          </>
        );
      }}
    />
  );
}
