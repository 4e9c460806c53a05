import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { MSG, roleHome } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { FullPageSpinner, toast } from '@hackathon/ui';
import { ArrivalNote } from '../modules/team-info/components/ArrivalNote';
import { MentorCard } from '../modules/team-info/components/MentorCard';
import { StudentCards } from '../modules/team-info/components/StudentCards';
import { TeamInfoPanel } from '../modules/team-info/components/TeamInfoPanel';
import { useTeamData } from '../modules/team-info/hooks/useTeamData';
import { mergeTeamRecords, toTeamInfo } from '../modules/team-info/utils/teamInfo';

export interface TeamDashboardPageProps {
  /** What the page says is still to come (the two team routes differ). */
  laterNote: string;
}

function SignInPrompt({ role }: { role: string | null }) {
  const isOtherRole = role !== null;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Team Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {isOtherRole ? 'This dashboard is for team accounts.' : 'Sign in with your team ID and password to see your team.'}
        </Typography>
        <Button variant="contained" component={RouterLink} to={isOtherRole ? roleHome(role) : '/team-login'}>
          {isOtherRole ? 'Go to my dashboard' : 'Team Login'}
        </Button>
      </Paper>
    </Container>
  );
}

/** The team info panel (/simple-team, /team-dashboard): session copy first, then GET /teamdata. */
export function TeamDashboardPage({ laterNote }: TeamDashboardPageProps) {
  const session = useSession();
  const isTeam = session.isAuthenticated && session.role === 'team';
  const sessionTeam = session.team;
  const query = useTeamData(sessionTeam?.teamId ?? null, isTeam);
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(errorMessage(error, MSG.failedLoadData), { id: 'team-dashboard-error' });
  }, [error, errorUpdatedAt]);

  const record = useMemo(() => mergeTeamRecords(sessionTeam, query.data ?? null), [sessionTeam, query.data]);
  const info = useMemo(() => (record ? toTeamInfo(record) : null), [record]);

  if (session.loading) return <FullPageSpinner label="Loading team dashboard..." />;
  if (!isTeam) return <SignInPrompt role={session.isAuthenticated ? session.role : null} />;
  if (!info && query.isPending) return <FullPageSpinner label="Loading team dashboard..." />;

  const retry = () => void query.refetch();
  const errorAlert = error ? (
    <Alert
      severity={info ? 'warning' : 'error'}
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={retry} disabled={query.isFetching}>
          Try again
        </Button>
      }
    >
      {errorMessage(error, MSG.failedLoadData)}
      {info ? ' Showing the team details saved at sign-in.' : ''}
    </Alert>
  ) : null;

  if (!info) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        {errorAlert ?? (
          <Alert severity="info" role="status">
            No team data available.
          </Alert>
        )}
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        {errorAlert}
        <TeamInfoPanel info={info} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <MentorCard mentorName={info.mentorName} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <ArrivalNote />
          </Grid>
        </Grid>
        <StudentCards students={info.students} />
        <Typography variant="body2" color="text.secondary" role="note">
          {laterNote}
        </Typography>
      </Stack>
    </Container>
  );
}
