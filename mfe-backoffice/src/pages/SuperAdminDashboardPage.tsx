import { DashboardTabContent, RegionDashboardFrame } from '../modules/region';
import { SchoolPageDialog } from '../modules/school-page';
import { useT } from '../i18n';

/**
 * The super admin's view of all regions (/super-admin-dashboard): Overview, the five view-only data
 * tabs, Schedule & Attendance and Payment Verification, the open tab in `?tab=`.
 */
export function SuperAdminDashboardPage() {
  const t = useT();
  return (
    <>
      <RegionDashboardFrame audience="super" title={t('backoffice.page.superTitle')} renderTab={(context) => <DashboardTabContent {...context} />} />
      {/* a school's page, read-only, over the dashboard (?school=<code>, issue 25) */}
      <SchoolPageDialog readOnly />
    </>
  );
}
