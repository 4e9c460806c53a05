import { DashboardTabContent, RegionDashboardFrame } from '../modules/region';

/**
 * The region admin's read-only view of its region (/region-admin-dashboard): Overview, the five
 * data tabs and Payment Verification for its region, the open tab in `?tab=`.
 */
export function RegionAdminDashboardPage() {
  return <RegionDashboardFrame audience="region" title="Region Admin Dashboard" renderTab={(context) => <DashboardTabContent {...context} />} />;
}
