import { Alert, Chip, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PercentIcon from '@mui/icons-material/Percent';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StarIcon from '@mui/icons-material/Star';
import { errorMessage } from '@hackathon/api-client';
import { MSG, formatDate, type TeamStanding } from '@hackathon/contracts';
import { JudgesFeedback, LoadErrorAlert, participantTeamStatus, StatCard, StatusBadge } from '@hackathon/ui';
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
import { SectionPanel } from '../../shared/components/SectionPanel';
import { useT, type Translate } from '../../../i18n';

/** The elimination line: when and why, as far as they are known. */
function eliminationText(t: Translate, date: string | null, reason: string | null | undefined): string {
  if (date && reason) return t('team.standing.eliminatedOnReason', { date, reason });
  if (date) return t('team.standing.eliminatedOn', { date });
  if (reason) return t('team.standing.eliminatedReason', { reason });
  return t('team.standing.eliminated');
}

function CompetitionStatus({ standing }: { standing: TeamStanding }) {
  const t = useT();
  const eliminatedOn = formatDate(standing.eliminatedAt, null);
  return (
    <Paper component="section" aria-label={t('team.standing.statusAria')} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('team.standing.statusTitle')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', mb: 1 }}>
        <StatusBadge status={participantTeamStatus(standing.status)} size="medium" />
        <Chip variant="outlined" label={t('team.standing.currentPhase', { phase: phaseLabel(standing.currentPhase) })} />
        <Chip variant="outlined" label={t('team.standing.category', { category: t('team.category', { category: standing.category }) })} />
      </Stack>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {qualificationSummary(standing)}
      </Typography>
      {standing.status === 'ELIMINATED' ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {eliminationText(t, eliminatedOn, standing.eliminationReason)}
        </Alert>
      ) : null}
    </Paper>
  );
}

function Statistics({ standing }: { standing: TeamStanding }) {
  const t = useT();
  const { statistics } = standing;
  const category = t('team.category', { category: standing.category });
  return (
    <section aria-label={t('team.stats.aria')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('team.stats.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title={t('team.stats.totalScore')} value={standing.totalScore} subtitle={t('team.stats.totalScoreNote')} icon={<StarIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title={t('team.stats.rankTitle', { category })} value={rankText(standing)} subtitle={rankNote(standing)} icon={<LeaderboardIcon />} color="secondary" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title={t('team.stats.percentileTitle')}
            value={standing.percentile === null ? '—' : t('team.stats.percentileValue', { percentile: standing.percentile })} subtitle={percentileText(standing)} icon={<PercentIcon />} color="info" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard
            title={t('team.stats.categoryTeams', { category })}
            value={statistics.teamsInCategory}
            subtitle={t('team.stats.teamCounts', { active: statistics.activeTeams, finalists: statistics.finalists, eliminated: statistics.eliminatedTeams })}
            icon={<GroupsIcon />}
            color="success"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard title={t('team.stats.averageTitle')}
            value={averageText(statistics.averageScore)}
            subtitle={t('team.stats.averageNote', { category })} icon={<InsightsIcon />} color="warning" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard
            title={t('team.stats.highestTitle')}
            value={statistics.highestScore ?? '—'}
            subtitle={t('team.stats.highestNote', { category })}
            icon={<EmojiEventsIcon />}
            color="primary"
          />
        </Grid>
      </Grid>
    </section>
  );
}

/** The Dashboard section of /team-dashboard: status, phases 1-3 with scores, the judges' feedback, rank and statistics (GET /standings/me). */
export function StandingOverview({ teamId }: { teamId: string }) {
  const t = useT();
  const query = useStanding(teamId);
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-label={t('team.standing.loading')}>
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
      {/* the standing's own _id: the server's word on which team this token is */}
      <SectionPanel label={t('team.judgesFeedback.title')} title={t('team.judgesFeedback.title')} icon={<RateReviewIcon color="primary" />}>
        <JudgesFeedback teamRef={standing._id} />
      </SectionPanel>
      <Statistics standing={standing} />
    </Stack>
  );
}
