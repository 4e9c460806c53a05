import { useEndpointQuery } from '@hackathon/api-client';
import { REGION_ADMIN_API } from '@hackathon/contracts';
import { readRegionDashboard } from '../utils/dashboard';

/**
 * GET /region-admin/dashboard: the stats and the admin's region (all regions, null, for a super
 * admin), normalised for display. The answer depends on the caller's token, so the role is in the key.
 */
export function useRegionDashboard(role: string | null, enabled = true) {
  return useEndpointQuery(null, REGION_ADMIN_API.dashboard, [], {
    enabled,
    caller: role,
    request: { requireToken: true },
    select: readRegionDashboard,
  });
}
