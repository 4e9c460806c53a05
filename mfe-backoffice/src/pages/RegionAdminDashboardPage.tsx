import { RegionDashboardFrame } from '../modules/region/components/RegionDashboardFrame';
import { DashboardTabContent } from '../modules/region/components/DashboardTabContent';

/**
 * The region admin's read-only view of its region (/region-admin-dashboard): Overview, the five
 * data tabs and Payment Verification for its region, the open tab in `?tab=`.
 */
export function RegionAdminDashboardPage() {
  return <RegionDashboardFrame audience="region" title="Region Admin Dashboard" renderTab={(context) => <DashboardTabContent {...context} />} />;
}
