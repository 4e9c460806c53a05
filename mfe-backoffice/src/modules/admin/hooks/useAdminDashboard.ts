import { useApiQuery } from '@hackathon/api-client';
import { TIMEOUTS_MS, type AdminDashboardStats } from '@hackathon/contracts';
import { readAdminStats } from '../utils/overview';

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
};

/** GET /admin/dashboard: the Overview counts (30 s timeout). */
export function useAdminDashboard() {
  return useApiQuery<unknown, AdminDashboardStats>(adminKeys.dashboard, '/admin/dashboard', {
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: readAdminStats,
  });
}
