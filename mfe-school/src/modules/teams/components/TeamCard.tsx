import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { CATEGORY_LABEL, type Team } from '@hackathon/contracts';
import { CrownIcon } from '@hackathon/ui';
import { teamCategory } from '../../dashboard/utils/summary';
import { teamStatusColor, teamStatusLabel } from '../../dashboard/utils/teamStatus';
import { LockableButton } from '../../lock/components/LockableButton';

export interface TeamCardProps {
  team: Team;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Name, team ID, status, category, mentor, member count, phase, score and member chips (crown for the leader). */
export function TeamCard({ team, locked, onEdit, onDelete }: TeamCardProps) {
  const members = Array.isArray(team.members) ? team.members : [];
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={`Team ${team.teamName}`}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {team.teamName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {team.teamId} · {CATEGORY_LABEL[teamCategory(team)]}
            </Typography>
          </div>
          <Chip size="small" label={teamStatusLabel(team.status)} color={teamStatusColor(team.status)} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Mentor: {team.assignedMentorName || 'Not assigned'}
        </Typography>
        <Typography variant="body2">
          Members: {members.length} · Phase: {team.currentPhase ?? 1} · Score: {team.totalScore ?? 0}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {members.map((member, index) => (
            <Chip
              key={member.memberId || member.studentId || index}
              size="small"
              variant={member.isLeader ? 'filled' : 'outlined'}
              color={member.isLeader ? 'warning' : 'default'}
              icon={member.isLeader ? <CrownIcon titleAccess="Team leader" fontSize="small" /> : undefined}
              label={member.name}
            />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <LockableButton size="small" locked={locked} subject="teams" lockAction="edit" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${team.teamName}`}>
          Edit
        </LockableButton>
        <LockableButton
          size="small"
          color="error"
          locked={locked}
          subject="teams"
          lockAction="delete"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          aria-label={`Delete ${team.teamName}`}
        >
          Delete
        </LockableButton>
      </CardActions>
    </Card>
  );
}
