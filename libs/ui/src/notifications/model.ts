import { formatDate, translate, type NotificationItem } from '@hackathon/contracts';
import '../i18n';

const HOUR_MS = 3_600_000;
export const MAX_READ_SHOWN = 5;

/** Date display of the spec: under 1 h 'Just now', under 24 h 'N hours ago', under 48 h 'Yesterday', else the date. */
export function formatNotificationTime(value: string | number | Date | null | undefined, now: number = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const hours = Math.floor(Math.max(0, now - time) / HOUR_MS);
  if (hours < 1) return translate('common.notifications.justNow');
  if (hours < 24) return translate('common.notifications.hoursAgo', { n: hours });
  if (hours < 48) return translate('common.notifications.yesterday');
  return formatDate(time);
}

/** The bell's badge: nothing at 0, the count up to 9, then '9+'. */
export function unreadBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

export type UserNotification = Pick<NotificationItem, 'title' | 'message' | 'type' | 'isRead'> & {
  id: string;
  _id?: string;
  createdAt?: string;
  timestamp?: string;
};

function notificationTime(item: UserNotification): number {
  const time = new Date(item.createdAt ?? item.timestamp ?? 0).getTime();
  return Number.isNaN(time) ? 0 : time;
}

/** The list in `data` (a bare list, or `{ notifications: [...] }`), with `id` filled from `_id`. */
export function notificationsFromData(data: unknown): UserNotification[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { notifications?: unknown }).notifications)
      ? (data as { notifications: unknown[] }).notifications
      : [];
  return list
    .filter((entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object')
    .map((entry) => {
      const raw = entry as Partial<UserNotification> & { _id?: string };
      return {
        ...raw,
        id: String(raw.id ?? raw._id ?? ''),
        title: raw.title ?? '',
        message: raw.message ?? '',
        type: raw.type ?? 'info',
        isRead: Boolean(raw.isRead),
      } as UserNotification;
    });
}

/** Unread first section and at most 5 read ones, newest first. */
export function splitNotifications(list: readonly UserNotification[]): { unread: UserNotification[]; read: UserNotification[] } {
  const sorted = [...list].sort((a, b) => notificationTime(b) - notificationTime(a));
  return {
    unread: sorted.filter((item) => !item.isRead),
    read: sorted.filter((item) => item.isRead).slice(0, MAX_READ_SHOWN),
  };
}

export function markRead(list: readonly UserNotification[], id: string): UserNotification[] {
  return list.map((item) => (item.id === id ? { ...item, isRead: true } : item));
}

export function markAllRead(list: readonly UserNotification[]): UserNotification[] {
  return list.map((item) => ({ ...item, isRead: true }));
}
