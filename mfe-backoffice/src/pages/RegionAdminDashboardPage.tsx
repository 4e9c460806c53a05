import { DashboardTabContent, RegionDashboardFrame } from '../modules/region';
import { SchoolPageDialog } from '../modules/school-page';
import { useT } from '../i18n';

/**
 * The region admin's read-only view of its region (/region-admin-dashboard): Overview, the five
 * data tabs and Payment Verification for its region, the open tab in `?tab=`.
 */
export function RegionAdminDashboardPage() {
  const t = useT();
  return (
    <>
      <RegionDashboardFrame audience="region" title={t('backoffice.page.regionTitle')} renderTab={(context) => <DashboardTabContent {...context} />} />
      {/* a school's page, read-only, over the dashboard (?school=<code>, issue 25) */}
      <SchoolPageDialog readOnly />
    </>
  );
}
