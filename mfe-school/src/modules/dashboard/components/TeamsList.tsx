import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { CATEGORIES, CATEGORY_FILTER_LABEL, CATEGORY_LABEL, LIMITS, type Team } from '@hackathon/contracts';
import { groupTeamsByCategory, teamCategory, type TeamSummary } from '../utils/summary';
import { teamStatusColor, teamStatusLabel } from '../utils/teamStatus';
import { CrownIcon } from './CrownIcon';
import { LockedNotice } from './LockedNotice';

function TeamCard({ team }: { team: Team }) {
  const members = Array.isArray(team.members) ? team.members : [];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
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
    </Card>
  );
}

/** Read-only list of the school's teams, grouped Junior then Senior. */
export function TeamsList({ teams, summary }: { teams: Team[]; summary: TeamSummary }) {
  const groups = groupTeamsByCategory(teams);
  return (
    <section aria-label="Teams">
      <LockedNotice subject="teams" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={`Teams: ${summary.total}/${LIMITS.maxTeamsPerSchool}`} color="primary" />
        <Chip label={`Junior: ${summary.junior}`} variant="outlined" />
        <Chip label={`Senior: ${summary.senior}`} variant="outlined" />
        <Chip label={`Students: ${summary.students}`} variant="outlined" />
      </Stack>
      {teams.length === 0 ? (
        <Typography color="text.secondary" role="status">
          No teams have been added for this school yet.
        </Typography>
      ) : (
        CATEGORIES.filter((category) => groups[category].length > 0).map((category) => (
          <Box key={category} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {CATEGORY_FILTER_LABEL[category]} ({groups[category].length})
            </Typography>
            <Grid container spacing={2}>
              {groups[category].map((team) => (
                <Grid key={team.teamId || team._id} size={{ xs: 12, md: 6 }}>
                  <TeamCard team={team} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))
      )}
    </section>
  );
}
