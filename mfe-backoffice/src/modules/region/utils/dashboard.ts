import type { RegionDashboardData, RegionDashboardStats } from '@hackathon/contracts';

const STAT_KEYS: (keyof RegionDashboardStats)[] = [
  'schools',
  'teams',
  'registrations',
  'mentors',
  'activeTeams',
  'pendingRegistrations',
  'approvedRegistrations',
];

function count(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * GET /region-admin/dashboard `data` with every count a number (a missing one is 0) and the
 * region trimmed (null for the super admin). The schools are the summary table's, read page by page.
 */
export function readRegionDashboard(data: unknown): RegionDashboardData {
  const source = record(data);
  const rawStats = record(source.stats);
  const stats = {} as RegionDashboardStats;
  for (const key of STAT_KEYS) stats[key] = count(rawStats[key]);
  const region = typeof source.region === 'string' ? source.region.trim() : '';
  return { stats, region: region || null };
}
