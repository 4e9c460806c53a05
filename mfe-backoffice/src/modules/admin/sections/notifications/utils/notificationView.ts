import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_RECENT_DAYS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationStats,
  type NotificationType,
} from '@hackathon/contracts';
import type { FilterDef, StatCardProps } from '@hackathon/ui';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const TYPE_LABEL: Record<NotificationType, string> = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, capital(t)])) as Record<NotificationType, string>;
export const PRIORITY_LABEL: Record<NotificationPriority, string> = Object.fromEntries(NOTIFICATION_PRIORITIES.map((p) => [p, capital(p)])) as Record<
  NotificationPriority,
  string
>;
export const TYPE_COLOR: Record<NotificationType, 'info' | 'success' | 'warning' | 'error'> = { info: 'info', success: 'success', warning: 'warning', error: 'error' };
export const PRIORITY_COLOR: Record<NotificationPriority, 'default' | 'warning' | 'error'> = { low: 'default', medium: 'warning', high: 'error' };

/** The status filter of the spec, then type and priority. */
export const NOTIFICATION_FILTERS: readonly FilterDef[] = [
  { key: 'status', label: 'Status', options: NOTIFICATION_STATUSES.map((s) => ({ value: s, label: capital(s) })), allLabel: 'All Statuses' },
  { key: 'type', label: 'Type', options: NOTIFICATION_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] })), allLabel: 'All Types' },
  { key: 'priority', label: 'Priority', options: NOTIFICATION_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABEL[p] })), allLabel: 'All Priorities' },
];

export type NotificationStat = StatCardProps & { key: string; filter?: { key: string; value: string } };

/** The stats tiles (GET /notifications/admin/stats). */
export function notificationStats(stats: NotificationStats | undefined): NotificationStat[] {
  const n = (value: number | undefined) => (stats ? (value ?? 0).toLocaleString('en-IN') : '—');
  return [
    {
      key: 'total',
      title: 'Total Notifications',
      value: n(stats?.total),
      subtitle: stats ? `High priority ${n(stats.byPriority.high)}` : undefined,
      color: 'primary',
    },
    { key: 'active', title: 'Active', value: n(stats?.active), color: 'success', filter: { key: 'status', value: 'active' } },
    { key: 'inactive', title: 'Inactive', value: n(stats?.inactive), color: 'warning', filter: { key: 'status', value: 'inactive' } },
    { key: 'recent', title: 'Recent', value: n(stats?.recent), subtitle: `Created in the last ${NOTIFICATION_RECENT_DAYS} days`, color: 'info' },
    {
      key: 'read-rate',
      title: 'Read Rate',
      value: stats ? `${stats.readRate}%` : '—',
      subtitle: stats ? `${n(stats.reads)} reads of ${n(stats.deliveries)} deliveries` : undefined,
      color: 'secondary',
    },
  ];
}

/** A long message shortened for a table cell. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
