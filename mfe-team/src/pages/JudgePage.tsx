import { Alert, Container, Skeleton, Stack } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { useSession } from '@hackathon/session';
import { LoadErrorAlert, OfflineNotice } from '@hackathon/ui';
import { JudgeHeader, JudgeWorkspace, useMyAssignments } from '../modules/judge-portal';
import { useT } from '../i18n';

/**
 * /judge (issue 27): the judge's rounds, the teams assigned to it and their score sheets, phone
 * first (judges score at the venue). It lives in the team remote beside the mentor's page: both
 * show teams to an adult who follows them.
 */
export function JudgePage() {
  const t = useT();
  const session = useSession();
  const accountId = session.user?.id ?? session.user?._id ?? null;
  const query = useMyAssignments(session.role === 'judge' ? accountId : null);

  let body;
  if (query.isPending && query.fetchStatus === 'paused') {
    // offline before the first answer: the read waits for the network
    body = <OfflineNotice loadedAt={null} />;
  } else if (query.isPending) {
    body = (
      <Stack spacing={2} aria-label={t('team.judgePortal.loading')}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  } else if (query.error) {
    body = <LoadErrorAlert message={t('team.judgePortal.failed')} detail={errorMessage(query.error, t('team.judgePortal.failed'))} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    // a round without a team for this judge (all declared conflicts) has nothing to show
    const rounds = query.data.rounds.filter((round) => round.assignments.length > 0);
    body = (
      <Stack spacing={{ xs: 2, md: 3 }}>
        <OfflineNotice loadedAt={query.dataUpdatedAt} />
        <JudgeHeader name={query.data.judgeName} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
        {rounds.length === 0 ? (
          <Alert severity="info" role="status">
            {t('team.judgePortal.empty')}
          </Alert>
        ) : (
          <JudgeWorkspace rounds={rounds} />
        )}
      </Stack>
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {body}
    </Container>
  );
}
