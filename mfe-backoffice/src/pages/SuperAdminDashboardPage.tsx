import { RegionDashboardFrame } from '../modules/region/components/RegionDashboardFrame';
import { SuperStatCards } from '../modules/region/components/RegionOverview';

/** The super admin's view of all regions (/super-admin-dashboard): header and the five stat cards. */
export function SuperAdminDashboardPage() {
  return (
    <RegionDashboardFrame title="Super Admin Dashboard" toastId="super-dashboard-error">
      {(data) => <SuperStatCards stats={data.stats} />}
    </RegionDashboardFrame>
  );
}
