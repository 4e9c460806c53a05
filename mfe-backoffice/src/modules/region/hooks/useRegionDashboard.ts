import { useEndpointQuery } from '@hackathon/api-client';
import { REGION_ADMIN_API } from '@hackathon/contracts';
import type { ListQueryParams } from '@hackathon/ui';
import { readRegionDashboard } from '../utils/dashboard';

export const regionKeys = {
  dashboard: (role: string | null) => ['region-admin', role, 'dashboard'] as const,
  summary: (role: string | null, query: ListQueryParams) => ['region-admin', role, 'summary', query] as const,
};

/** GET /region-admin/dashboard: the stats and the admin's region (all regions, null, for a super admin), normalised for display. */
export function useRegionDashboard(role: string | null, enabled = true) {
  return useEndpointQuery(regionKeys.dashboard(role), REGION_ADMIN_API.dashboard, [], {
    enabled,
    request: { requireToken: true },
    select: readRegionDashboard,
  });
}
