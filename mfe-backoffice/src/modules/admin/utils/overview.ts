import type { AdminDashboardStats } from '@hackathon/contracts';
import { readCounts } from '../../shared/utils/format';
import type { MessageId } from '@hackathon/contracts';
import { tr } from '../../../i18n';

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
  /** In the language of the moment. */
  readonly title: string;
  readonly hint?: string;
}

function metric(key: keyof AdminDashboardStats, titleKey: MessageId, hintKey?: MessageId): MetricCard {
  return {
    key,
    get title() {
      return tr(titleKey);
    },
    get hint() {
      return hintKey ? tr(hintKey) : undefined;
    },
  };
}

/** The Overview metric cards, in the spec's order. */
export const OVERVIEW_METRICS: MetricCard[] = [
  metric('schools', 'backoffice.overview.totalSchools'),
  metric('registrations', 'backoffice.overview.registrations'),
  metric('mentors', 'backoffice.overview.mentors'),
  // what GET /admin/dashboard counts (api/src/modules/admin/admin-stats.ts): every team, and those still competing
  metric('teams', 'backoffice.overview.teams', 'backoffice.overview.teamsHint'),
  metric('totalStudents', 'backoffice.overview.students', 'backoffice.overview.studentsHint'),
  metric('activeTeams', 'backoffice.overview.activeTeams', 'backoffice.overview.activeTeamsHint'),
  metric('totalPaymentSubmitted', 'backoffice.overview.paymentSubmitted', 'backoffice.overview.paymentSubmittedHint'),
  metric('verifiedPayments', 'backoffice.overview.verifiedPayments'),
];

export interface QuickAction {
  section: 'schools' | 'teams' | 'payment-verification' | 'phases';
  /** In the language of the moment. */
  readonly label: string;
  /** The counter shown on the action (Payment Verification: the pending payments). */
  countKey?: keyof AdminDashboardStats;
}

function quickAction(section: QuickAction['section'], labelKey: MessageId, countKey?: keyof AdminDashboardStats): QuickAction {
  return {
    section,
    get label() {
      return tr(labelKey);
    },
    ...(countKey ? { countKey } : {}),
  };
}

/** The Overview's quick actions (spec: Schools, Teams, Payment Verification with the pending count, Phase Management). */
export const QUICK_ACTIONS: QuickAction[] = [
  quickAction('schools', 'backoffice.section.schools'),
  quickAction('teams', 'backoffice.section.teams'),
  quickAction('payment-verification', 'backoffice.section.paymentVerification', 'paymentPending'),
  quickAction('phases', 'backoffice.section.phases'),
];
