import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CATEGORY_LABEL, type Team } from '@hackathon/contracts';
import { CrownIcon, participantTeamStatus, StatusBadge } from '@hackathon/ui';
import { teamCategory } from '../../shared/utils/summary';
import { EditDeleteButtons } from '../../shared/lock/LockableButton';

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
          <StatusBadge status={participantTeamStatus(team.status)} />
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
        <EditDeleteButtons locked={locked} subject="teams" name={team.teamName} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
