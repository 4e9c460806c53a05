import { useEffect } from 'react';
import { MSG } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useRegionDashboard } from './useRegionDashboard';

/** The overview's stats, with the spec's 'Failed to load dashboard data' toast (one per dashboard however often the read fails). */
export function useDashboardStats(role: string | null, toastId: string) {
  const query = useRegionDashboard(role);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(MSG.failedLoadDashboard, { id: toastId });
  }, [error, errorUpdatedAt, toastId]);
  return query;
}
