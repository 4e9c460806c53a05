import { Typography } from '@mui/material';
import { API_MSG, MSG, type Mentor } from '@hackathon/contracts';
import { useMentorMutations } from '../hooks/useMentorMutations';
import { DeleteConfirmDialog } from '../../shared/DeleteConfirmDialog';
import { slots, useT, withNodes } from '../../../i18n';

export interface DeleteMentorDialogProps {
  mentor: Mentor | null;
  schoolCode: string;
  onClose: () => void;
}

const assignedTeams = (mentor: Mentor) => (Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams : []);

/** Delete a mentor; a mentor with teams is deleted with force and the teams lose their mentor. */
export function DeleteMentorDialog({ mentor, schoolCode, onClose }: DeleteMentorDialogProps) {
  const t = useT();
  const { remove } = useMentorMutations(schoolCode);
  return (
    <DeleteConfirmDialog
      item={mentor}
      title={t('school.mentors.delete.title')}
      busy={remove.isPending}
      remove={(row) => remove.mutateAsync({ id: row._id || row.mentorId, force: assignedTeams(row).length > 0 })}
      deletedMessage={API_MSG.mentorDeleted}
      failedMessage={MSG.failedDeleteMentor}
      onClose={onClose}
      describe={(row) => {
        const teams = assignedTeams(row);
        const nodes = { name: <strong>{row.name}</strong> };
        return (
          <>
            <Typography>{withNodes(t('school.mentors.delete.body', { id: row.mentorId, ...slots(nodes) }), nodes)}</Typography>
            {teams.length > 0 ? (
              <Typography sx={{ mt: 1 }} color="warning.dark">
                {t('school.mentors.delete.teamsWarning', { teams: teams.map((team) => team.teamId).join(', ') })}
              </Typography>
            ) : null}
          </>
        );
      }}
    />
  );
}
