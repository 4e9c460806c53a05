import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Container, Paper, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { MSG, roleHome } from '@hackathon/contracts';
import { FullPageSpinner } from '@hackathon/ui';
import { useTeamPage } from '../hooks/useTeamPage';
import type { TeamInfo, TeamRecord } from '../utils/teamInfo';

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

export interface TeamPageContext {
  info: TeamInfo;
  record: TeamRecord;
  /** The school's code for its schedule (record first, then the session). */
  schoolCode: string | null;
  /** A failed refresh of the team record, with Try again (null when all is well). */
  errorAlert: ReactNode;
}

/**
 * The frame of both team pages: a spinner while the session or the first read loads, a sign-in
 * prompt for anyone who is not a team, an error with Try again, then the page itself.
 */
export function TeamPageFrame({ children }: { children: (context: TeamPageContext) => ReactNode }) {
  const { session, isTeam, query, record, info, schoolCode } = useTeamPage();
  const { error } = query;

  if (session.loading) return <FullPageSpinner label="Loading team dashboard..." />;
  if (!isTeam) return <SignInPrompt role={session.isAuthenticated ? session.role : null} />;
  if (!info && query.isPending) return <FullPageSpinner label="Loading team dashboard..." />;

  const errorAlert = error ? (
    <Alert
      severity={info ? 'warning' : 'error'}
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      }
    >
      {errorMessage(error, MSG.failedLoadData)}
      {info ? ' Showing the team details saved at sign-in.' : ''}
    </Alert>
  ) : null;

  if (!info || !record) {
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

  return <>{children({ info, record, schoolCode, errorAlert })}</>;
}
