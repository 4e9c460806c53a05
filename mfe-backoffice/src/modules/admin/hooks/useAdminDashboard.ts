import { useEndpointQuery } from '@hackathon/api-client';
import { ADMIN_API, TIMEOUTS_MS } from '@hackathon/contracts';
import { readAdminStats } from '../utils/overview';

/** GET /admin/dashboard: the Overview counts (30 s timeout). */
export function useAdminDashboard() {
  return useEndpointQuery(null, ADMIN_API.dashboard, [], {
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: readAdminStats,
  });
}
