import { DashboardTabContent, RegionDashboardFrame } from '../modules/region';

/**
 * The super admin's view of all regions (/super-admin-dashboard): Overview, the five view-only data
 * tabs, Schedule & Attendance and Payment Verification, the open tab in `?tab=`.
 */
export function SuperAdminDashboardPage() {
  return <RegionDashboardFrame audience="super" title="Super Admin Dashboard" renderTab={(context) => <DashboardTabContent {...context} />} />;
}
