import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Container, Paper, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { MSG, roleHome } from '@hackathon/contracts';
import { FullPageSpinner, OfflineNotice } from '@hackathon/ui';
import { useTeamPage } from '../hooks/useTeamPage';
import type { TeamInfo, TeamRecord } from '../utils/teamInfo';
import { useT } from '../../../i18n';

function SignInPrompt({ role }: { role: string | null }) {
  const t = useT();
  const isOtherRole = role !== null;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('team.frame.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {isOtherRole ? t('team.frame.otherRole') : t('team.frame.signInHint')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={isOtherRole ? roleHome(role) : '/team-login'}>
          {isOtherRole ? t('team.frame.goToDashboard') : t('team.frame.teamLogin')}
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
  /** Offline, what was loaded when; a failed refresh of the team record, with Try again (nothing when all is well). */
  errorAlert: ReactNode;
}

/**
 * The frame of both team pages: a spinner while the session or the first read loads, a sign-in
 * prompt for anyone who is not a team, an error with Try again, then the page itself.
 */
export function TeamPageFrame({ children }: { children: (context: TeamPageContext) => ReactNode }) {
  const t = useT();
  const { session, isTeam, query, record, info, schoolCode } = useTeamPage();
  const { error } = query;

  if (session.loading) return <FullPageSpinner label={t('team.frame.loading')} />;
  if (!isTeam) return <SignInPrompt role={session.isAuthenticated ? session.role : null} />;
  if (!info && query.isPending) {
    // offline before anything arrived: the read waits for the network, so say that instead of spinning
    if (query.fetchStatus === 'paused') {
      return (
        <Container maxWidth="md" sx={{ py: 4 }}>
          <OfflineNotice loadedAt={null} />
        </Container>
      );
    }
    return <FullPageSpinner label={t('team.frame.loading')} />;
  }

  const failure = error ? (
    <Alert
      severity={info ? 'warning' : 'error'}
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('team.frame.tryAgain')}
        </Button>
      }
    >
      {info ? t('team.frame.errorWithSaved', { error: errorMessage(error, MSG.failedLoadData) }) : errorMessage(error, MSG.failedLoadData)}
    </Alert>
  ) : null;
  const errorAlert = (
    <>
      <OfflineNotice loadedAt={query.dataUpdatedAt} deviceCopy={Boolean(info)} />
      {failure}
    </>
  );

  if (!info || !record) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        {failure ?? (
          <Alert severity="info" role="status">
            {t('team.frame.noData')}
          </Alert>
        )}
      </Container>
    );
  }

  return <>{children({ info, record, schoolCode, errorAlert })}</>;
}
