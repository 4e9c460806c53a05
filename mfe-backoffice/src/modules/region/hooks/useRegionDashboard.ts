import { useApiQuery } from '@hackathon/api-client';
import type { RegionDashboardData } from '@hackathon/contracts';
import { readRegionDashboard } from '../utils/dashboard';

export const regionKeys = {
  dashboard: (role: string | null) => ['region-admin', role, 'dashboard'] as const,
};

/** GET /region-admin/dashboard: the admin's region (all regions for a super admin). */
export function useRegionDashboard(role: string | null) {
  return useApiQuery<unknown, RegionDashboardData>(regionKeys.dashboard(role), '/region-admin/dashboard', {
    request: { requireToken: true },
    select: readRegionDashboard,
  });
}
