import { Container, Skeleton, Stack } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { useSession } from '@hackathon/session';
import { LoadErrorAlert, OfflineNotice } from '@hackathon/ui';
import { MentorCertificates } from '../modules/certificates';
import { MentorHeader, MentorSchedule, MentorTeams, useMentorPortal } from '../modules/mentor-portal';
import { ResourcesPanel } from '../modules/resources';
import { useT } from '../i18n';

/**
 * /mentor-dashboard (issue 26): the mentor's own teams, its certificates (issue 28), the school's
 * schedule and the resources.
 * It lives in the team remote because it shows teams as their own dashboard does (phases, scores,
 * rank, attendance, resources); a 401 after the mentor is removed signs the tab out (api-client).
 */
export function MentorDashboardPage() {
  const t = useT();
  const session = useSession();
  const accountId = session.user?.id ?? session.user?._id ?? null;
  const query = useMentorPortal(session.role === 'mentor' ? accountId : null);

  let body;
  if (query.isPending && query.fetchStatus === 'paused') {
    // offline before the first answer: the read waits for the network
    body = <OfflineNotice loadedAt={null} />;
  } else if (query.isPending) {
    body = (
      <Stack spacing={2} aria-label={t('team.mentorPortal.loading')}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  } else if (query.error) {
    body = <LoadErrorAlert message={t('team.mentorPortal.failed')} detail={errorMessage(query.error, t('team.mentorPortal.failed'))} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    const { mentor, school, teams, schedule } = query.data;
    body = (
      <Stack spacing={{ xs: 2, md: 3 }}>
        <OfflineNotice loadedAt={query.dataUpdatedAt} />
        <MentorHeader mentor={mentor} school={school} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
        <MentorTeams teams={teams} />
        <MentorCertificates />
        <MentorSchedule schedule={schedule} />
        <ResourcesPanel />
      </Stack>
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {body}
    </Container>
  );
}
