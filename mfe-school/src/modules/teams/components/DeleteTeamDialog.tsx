import { Typography } from '@mui/material';
import { API_MSG, MSG, type Team } from '@hackathon/contracts';
import { useTeamMutations } from '../hooks/useTeamMutations';
import { DeleteConfirmDialog } from '../../shared/DeleteConfirmDialog';
import { slots, useT, withNodes } from '../../../i18n';

export interface DeleteTeamDialogProps {
  team: Team | null;
  schoolCode: string;
  onClose: () => void;
}

/** Delete a team with its members; it can no longer sign in. */
export function DeleteTeamDialog({ team, schoolCode, onClose }: DeleteTeamDialogProps) {
  const t = useT();
  const { remove } = useTeamMutations(schoolCode);
  return (
    <DeleteConfirmDialog
      item={team}
      title={t('school.teams.delete.title')}
      busy={remove.isPending}
      remove={(row) => remove.mutateAsync({ teamId: row.teamId, _id: row._id })}
      deletedMessage={API_MSG.teamDeleted}
      failedMessage={MSG.failedDeleteTeam}
      onClose={onClose}
      describe={(row) => {
        const nodes = { name: <strong>{row.teamName}</strong> };
        const n = Array.isArray(row.members) ? row.members.length : 0;
        return <Typography>{withNodes(t('school.teams.delete.body', { id: row.teamId, n, ...slots(nodes) }), nodes)}</Typography>;
      }}
    />
  );
}
