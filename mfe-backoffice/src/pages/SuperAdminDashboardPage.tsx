import { RegionDashboardFrame } from '../modules/region/components/RegionDashboardFrame';
import { DashboardTabContent } from '../modules/region/components/DashboardTabContent';

/**
 * The super admin's view of all regions (/super-admin-dashboard): Overview, the five view-only data
 * tabs, Schedule & Attendance and Payment Verification, the open tab in `?tab=`.
 */
export function SuperAdminDashboardPage() {
  return <RegionDashboardFrame audience="super" title="Super Admin Dashboard" renderTab={(context) => <DashboardTabContent {...context} />} />;
}
