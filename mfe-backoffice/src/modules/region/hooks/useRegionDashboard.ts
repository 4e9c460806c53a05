import { useEndpointQuery } from '@hackathon/api-client';
import { REGION_ADMIN_API } from '@hackathon/contracts';
import { readRegionDashboard } from '../utils/dashboard';

export const regionKeys = {
  dashboard: (role: string | null) => ['region-admin', role, 'dashboard'] as const,
};

/** GET /region-admin/dashboard: the admin's region (all regions for a super admin), normalised for display. */
export function useRegionDashboard(role: string | null) {
  return useEndpointQuery(regionKeys.dashboard(role), REGION_ADMIN_API.dashboard, [], {
    request: { requireToken: true },
    select: readRegionDashboard,
  });
}
