import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { FullPageSpinner, PrerenderHandoff, toast } from '@hackathon/ui';
import { DashboardScreen, dashboardErrorMessage, isAuthError, resolveSchoolCode, useSchoolDashboard } from '../modules/dashboard';
import { useEventSettings } from '../modules/shared/lock/useEventSettings';
import { DashboardTabs } from './DashboardTabs';
import { useT } from '../i18n';

const ERROR_TOAST_ID = 'school-dashboard-error';

/** The school admin dashboard (/mentor-team and /school-dashboard). */
export function SchoolDashboardPage() {
  const t = useT();
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

  if (session.loading || missingCode || schoolCode === null) return <FullPageSpinner label={t('school.page.loading')} />;
  if (dashboard.isLoading) return <FullPageSpinner label={t('school.page.loading')} />;

  const refresh = () => {
    void dashboard.refresh();
    void locks.refetch();
  };

  return (
    <>
      {/* the server-filled first screen (src/first-screen), if on show, gives way to this one */}
      <PrerenderHandoff />
      <DashboardScreen
        schoolCode={schoolCode}
        view={{ ...dashboard, errorMessage: error ? dashboardErrorMessage(error) : null }}
        onRefresh={refresh}
        tabs={
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
        }
      />
    </>
  );
}
