import type { RegionDashboardData, RegionDashboardStats } from '@hackathon/contracts';
import { readCounts } from '../../shared/utils/format';

const STAT_KEYS: (keyof RegionDashboardStats)[] = ['schools', 'teams', 'registrations', 'mentors', 'activeTeams', 'pendingRegistrations', 'approvedRegistrations'];

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * GET /region-admin/dashboard `data` with every count a number (a missing one is 0) and the
 * region trimmed (null for the super admin). The schools are the summary table's, read page by page.
 */
export function readRegionDashboard(data: unknown): RegionDashboardData {
  const source = record(data);
  const stats = readCounts(source.stats, STAT_KEYS);
  const region = typeof source.region === 'string' ? source.region.trim() : '';
  return { stats, region: region || null };
}
