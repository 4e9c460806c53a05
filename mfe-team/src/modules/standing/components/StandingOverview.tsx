import { Alert, Chip, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PercentIcon from '@mui/icons-material/Percent';
import StarIcon from '@mui/icons-material/Star';
import { errorMessage } from '@hackathon/api-client';
import { CATEGORY_LABEL, MSG, formatDate, type TeamStanding } from '@hackathon/contracts';
import { LoadErrorAlert, participantTeamStatus, StatCard, StatusBadge } from '@hackathon/ui';
import { useStanding } from '../hooks/useStanding';
import {
  averageText,
  percentileText,
  phaseLabel,
  phaseSteps,
  qualificationSummary,
  rankNote,
  rankText,
} from '../utils/standing';
import { PhaseProgress } from './PhaseProgress';

function CompetitionStatus({ standing }: { standing: TeamStanding }) {
  const eliminatedOn = formatDate(standing.eliminatedAt, null);
  return (
    <Paper component="section" aria-label="Competition status" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Competition Status
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', mb: 1 }}>
        <StatusBadge status={participantTeamStatus(standing.status)} size="medium" />
        <Chip variant="outlined" label={`Current phase: ${phaseLabel(standing.currentPhase)}`} />
        <Chip variant="outlined" label={`Category: ${CATEGORY_LABEL[standing.category]}`} />
      </Stack>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {qualificationSummary(standing)}
      </Typography>
      {standing.status === 'ELIMINATED' ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Eliminated{eliminatedOn ? ` on ${eliminatedOn}` : ''}
          {standing.eliminationReason ? `. Reason: ${standing.eliminationReason}` : ''}
        </Alert>
      ) : null}
    </Paper>
  );
}

function Statistics({ standing }: { standing: TeamStanding }) {
  const { statistics } = standing;
  const category = CATEGORY_LABEL[standing.category];
  return (
    <section aria-label="Statistics">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Statistics
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title="Total score" value={standing.totalScore} subtitle="Sum of your phase scores" icon={<StarIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title={`Rank among ${category} teams`} value={rankText(standing)} subtitle={rankNote(standing)} icon={<LeaderboardIcon />} color="secondary" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title="Your percentile" value={standing.percentile === null ? '—' : `${standing.percentile}%`} subtitle={percentileText(standing)} icon={<PercentIcon />} color="info" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard
            title={`${category} teams`}
            value={statistics.teamsInCategory}
            subtitle={`${statistics.activeTeams} active, ${statistics.finalists} finalists, ${statistics.eliminatedTeams} eliminated`}
            icon={<GroupsIcon />}
            color="success"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title="Average score" value={averageText(statistics.averageScore)} subtitle={`Of the ranked ${category} teams`} icon={<InsightsIcon />} color="warning" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard
            title="Highest score"
            value={statistics.highestScore ?? '—'}
            subtitle={`Best total score among ${category} teams`}
            icon={<EmojiEventsIcon />}
            color="primary"
          />
        </Grid>
      </Grid>
    </section>
  );
}

/** The Dashboard section of /team-dashboard: status, phases 1-3 with scores, rank and statistics (GET /standings/me). */
export function StandingOverview({ teamId }: { teamId: string }) {
  const query = useStanding(teamId);
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-label="Loading competition status">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (query.error) {
    return <LoadErrorAlert message={MSG.failedLoadStanding} detail={errorMessage(query.error, MSG.failedLoadStanding)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const standing = query.data;
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <CompetitionStatus standing={standing} />
      <PhaseProgress steps={phaseSteps(standing)} />
      <Statistics standing={standing} />
    </Stack>
  );
}
