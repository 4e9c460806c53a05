import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Container, Stack } from '@mui/material';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { FullPageSpinner, LoadErrorAlert, toast } from '@hackathon/ui';
import { DashboardHeader } from '../modules/dashboard/components/DashboardHeader';
import { SummaryCards } from '../modules/dashboard/components/SummaryCards';
import { DashboardTabs } from '../modules/dashboard/components/DashboardTabs';
import { useSchoolDashboard } from '../modules/dashboard/hooks/useSchoolDashboard';
import { useEventSettings } from '../modules/lock/hooks/useEventSettings';
import { dashboardErrorMessage, isAuthError, partialLoadMessage } from '../modules/dashboard/utils/messages';
import { resolveSchoolCode } from '../modules/dashboard/utils/schoolCode';

const ERROR_TOAST_ID = 'school-dashboard-error';

/** The school admin dashboard (/mentor-team and /school-dashboard). */
export function SchoolDashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const schoolCode = session.loading ? null : resolveSchoolCode({ schoolCode: session.schoolCode ?? session.user?.schoolCode });
  const missingCode = !session.loading && schoolCode === null;
  const dashboard = useSchoolDashboard(schoolCode);
  const locks = useEventSettings(schoolCode !== null);
  const { error, errorUpdatedAt } = dashboard;
  const logout = session.logout;

  useEffect(() => {
    if (!missingCode) return;
    toast.error(MSG.schoolCodeNotFound, { id: ERROR_TOAST_ID });
    navigate('/login', { replace: true });
  }, [missingCode, navigate]);

  // one toast per failure (the id keeps auto-refresh failures from stacking up)
  useEffect(() => {
    if (!error) return;
    toast.error(dashboardErrorMessage(error), { id: ERROR_TOAST_ID });
    if (isAuthError(error)) {
      logout(); // removes the token and the rest of the stored session
      navigate('/login', { replace: true });
    }
  }, [error, errorUpdatedAt, logout, navigate]);

  if (session.loading || missingCode || schoolCode === null) return <FullPageSpinner label="Loading school dashboard..." />;
  if (dashboard.isLoading) return <FullPageSpinner label="Loading school dashboard..." />;

  const refresh = () => {
    void dashboard.refresh();
    void locks.refetch();
  };
  const errorBanner = error ? (
    <LoadErrorAlert message={dashboardErrorMessage(error)} onRetry={refresh} retrying={dashboard.isRefreshing} />
  ) : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <DashboardHeader
          schoolCode={schoolCode}
          registration={dashboard.registration}
          lastUpdated={dashboard.lastUpdated}
          refreshing={dashboard.isRefreshing}
          onRefresh={refresh}
        />
        {errorBanner}
        {dashboard.isPartial ? (
          <Alert severity="warning" data-testid="partial-load-warning">
            {partialLoadMessage(dashboard.outcome)}
          </Alert>
        ) : null}
        {!dashboard.isFailed ? (
          <>
            <SummaryCards
              mentors={dashboard.mentorSummary}
              teams={dashboard.teamSummary}
              status={error ? 'Error' : 'Active'}
              paymentStatus={dashboard.registration?.paymentStatus}
              registrationLoaded={dashboard.outcome.registrationLoaded}
              mentorsLoaded={dashboard.outcome.mentors !== null}
              teamsLoaded={dashboard.outcome.teams !== null}
            />
            <DashboardTabs
              schoolCode={schoolCode}
              schoolName={dashboard.registration?.kvName}
              mentors={dashboard.mentors}
              teams={dashboard.teams}
              mentorSummary={dashboard.mentorSummary}
              teamSummary={dashboard.teamSummary}
              mentorsLoaded={dashboard.outcome.mentors !== null}
              teamsLoaded={dashboard.outcome.teams !== null}
              mentorsLocked={locks.mentorsLocked}
              teamsLocked={locks.teamsLocked}
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
