import { useEndpointQuery } from '@hackathon/api-client';
import { ADMIN_API, TIMEOUTS_MS } from '@hackathon/contracts';
import { readAdminStats } from '../utils/overview';

/**
 * TanStack Query keys of the admin dashboard. Everything the dashboard reads starts with 'admin',
 * so the header's refresh re-reads the counters and the section on screen at once.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  list: (name: string, query: Record<string, string | number>) => ['admin', name, 'list', query] as const,
  counters: (name: string) => ['admin', name, 'counters'] as const,
  history: (entityType: string, id: string) => ['admin', 'activity', 'entity', entityType, id] as const,
};

/** GET /admin/dashboard: the Overview counts (30 s timeout). */
export function useAdminDashboard() {
  return useEndpointQuery(adminKeys.dashboard, ADMIN_API.dashboard, [], {
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: readAdminStats,
  });
}
