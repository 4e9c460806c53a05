import type { AdminDashboardStats } from '@hackathon/contracts';
import { readCounts } from '../../shared/utils/format';

const STAT_KEYS: (keyof AdminDashboardStats)[] = ['schools', 'registrations', 'mentors', 'teams', 'totalStudents', 'activeTeams', 'totalPaymentSubmitted', 'paymentPending', 'verifiedPayments'];

/**
 * The stats of GET /admin/dashboard. The call's `data` is the stats object; a payload that nests
 * them under `stats` (the spec's "data.data with stats, ...") is read the same way.
 */
export function readAdminStats(data: unknown): AdminDashboardStats {
  const source =
    data !== null && typeof data === 'object' && 'stats' in data && typeof (data as { stats: unknown }).stats === 'object'
      ? (data as { stats: Record<string, unknown> }).stats
      : ((data ?? {}) as Record<string, unknown>);
  return readCounts(source, STAT_KEYS);
}

export interface MetricCard {
  key: keyof AdminDashboardStats;
  title: string;
  hint?: string;
}

/** The Overview metric cards, in the spec's order. */
export const OVERVIEW_METRICS: MetricCard[] = [
  { key: 'schools', title: 'Total Schools' },
  { key: 'registrations', title: 'Registrations' },
  { key: 'mentors', title: 'Mentors' },
  // what GET /admin/dashboard counts (api/src/modules/admin/admin-stats.ts): every team, and those still competing
  { key: 'teams', title: 'Teams', hint: 'All teams, whatever their status' },
  { key: 'totalStudents', title: 'Students', hint: 'Members of all teams' },
  { key: 'activeTeams', title: 'Active Teams', hint: 'Active, finalist and winner' },
  { key: 'totalPaymentSubmitted', title: 'Total Payment Submitted', hint: 'Pending, verified or rejected' },
  { key: 'verifiedPayments', title: 'Verified Payments' },
];

export interface QuickAction {
  section: 'schools' | 'teams' | 'payment-verification' | 'phases';
  label: string;
  /** The counter shown on the action (Payment Verification: the pending payments). */
  countKey?: keyof AdminDashboardStats;
  countLabel?: string;
}

/** The Overview's quick actions (spec: Schools, Teams, Payment Verification with the pending count, Phase Management). */
export const QUICK_ACTIONS: QuickAction[] = [
  { section: 'schools', label: 'Schools' },
  { section: 'teams', label: 'Teams' },
  { section: 'payment-verification', label: 'Payment Verification', countKey: 'paymentPending', countLabel: 'pending' },
  { section: 'phases', label: 'Phase Management' },
];
