import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Team } from '@hackathon/contracts';
import { CrownIcon, participantTeamStatus, StatusBadge } from '@hackathon/ui';
import { teamCategory } from '../../shared/utils/summary';
import { EditDeleteButtons } from '../../shared/lock/LockableButton';
import { CATEGORY_LABEL } from '../../shared/utils/labels';
import { useT } from '../../../i18n';

export interface TeamCardProps {
  team: Team;
  locked: boolean;
  /** Opens the View dialog (never locked: it only reads). */
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Name, team ID, status, category, mentor, member count, phase, score and member chips (crown for the leader); View, Edit, Delete. */
export function TeamCard({ team, locked, onView, onEdit, onDelete }: TeamCardProps) {
  const t = useT();
  const members = Array.isArray(team.members) ? team.members : [];
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={t('school.teams.cardLabel', { name: team.teamName })}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {team.teamName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('school.teams.idLine', { teamId: team.teamId, category: CATEGORY_LABEL[teamCategory(team)] })}
            </Typography>
          </div>
          <StatusBadge status={participantTeamStatus(team.status)} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('school.teams.mentorLine', { name: team.assignedMentorName || t('school.teams.notAssigned') })}
        </Typography>
        <Typography variant="body2">
          {t('school.teams.statsLine', { members: members.length, phase: team.currentPhase ?? 1, score: team.totalScore ?? 0 })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {members.map((member, index) => (
            <Chip
              key={member.memberId || member.studentId || index}
              size="small"
              variant={member.isLeader ? 'filled' : 'outlined'}
              color={member.isLeader ? 'warning' : 'default'}
              icon={member.isLeader ? <CrownIcon titleAccess={t('school.teams.leader')} fontSize="small" /> : undefined}
              label={member.name}
            />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<VisibilityIcon />} onClick={onView} aria-label={t('school.actions.viewName', { name: team.teamName })}>
          {t('school.actions.view')}
        </Button>
        <EditDeleteButtons locked={locked} subject="teams" name={team.teamName} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
