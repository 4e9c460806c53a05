import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_RECENT_DAYS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationStats,
  type NotificationType,
  formatNumber,
} from '@hackathon/contracts';
import type { FilterDef, StatCardProps } from '@hackathon/ui';
import { tr } from '../../../../../i18n';

/** How a type is shown ('Info'), in the language of the moment; an unknown value as it is. */
export function typeLabel(type: NotificationType | string): string {
  return tr('backoffice.notifications.typeLabel', { type });
}

export function priorityLabel(priority: NotificationPriority | string): string {
  return tr('backoffice.notifications.priorityLabel', { priority });
}

function statusLabel(status: string): string {
  return tr('backoffice.notifications.statusLabel', { status });
}
export const TYPE_COLOR: Record<NotificationType, 'info' | 'success' | 'warning' | 'error'> = { info: 'info', success: 'success', warning: 'warning', error: 'error' };
export const PRIORITY_COLOR: Record<NotificationPriority, 'default' | 'warning' | 'error'> = { low: 'default', medium: 'warning', high: 'error' };

/** The status filter of the spec, then type and priority (read during render, in the language of the moment). */
export function notificationFilters(): readonly FilterDef[] {
  return [
    { key: 'status', label: tr('backoffice.field.status'), options: NOTIFICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })), allLabel: tr('backoffice.filters.allStatuses') },
    { key: 'type', label: tr('backoffice.field.type'), options: NOTIFICATION_TYPES.map((t) => ({ value: t, label: typeLabel(t) })), allLabel: tr('backoffice.notifications.allTypes') },
    { key: 'priority', label: tr('backoffice.field.priority'), options: NOTIFICATION_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) })), allLabel: tr('backoffice.notifications.allPriorities') },
  ];
}

export type NotificationStat = StatCardProps & { key: string; filter?: { key: string; value: string } };

/** The stats tiles (GET /notifications/admin/stats). */
export function notificationStats(stats: NotificationStats | undefined): NotificationStat[] {
  const n = (value: number | undefined) => (stats ? formatNumber(value ?? 0) : '—');
  return [
    {
      key: 'total',
      title: tr('backoffice.notifications.total'),
      value: n(stats?.total),
      subtitle: stats ? tr('backoffice.notifications.highPriority', { count: n(stats.byPriority.high) }) : undefined,
      color: 'primary',
    },
    { key: 'active', title: tr('backoffice.common.active'), value: n(stats?.active), color: 'success', filter: { key: 'status', value: 'active' } },
    { key: 'inactive', title: tr('backoffice.common.inactive'), value: n(stats?.inactive), color: 'warning', filter: { key: 'status', value: 'inactive' } },
    { key: 'recent', title: tr('backoffice.notifications.recent'), value: n(stats?.recent), subtitle: tr('backoffice.notifications.recentHint', { days: NOTIFICATION_RECENT_DAYS }), color: 'info' },
    {
      key: 'read-rate',
      title: tr('backoffice.notifications.readRate'),
      value: stats ? tr('backoffice.notifications.percent', { rate: stats.readRate }) : '—',
      subtitle: stats ? tr('backoffice.notifications.reads', { reads: n(stats.reads), deliveries: n(stats.deliveries) }) : undefined,
      color: 'secondary',
    },
  ];
}

/** A long message shortened for a table cell. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
