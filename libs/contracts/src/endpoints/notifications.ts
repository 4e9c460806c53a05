import { endpoint, seg } from '../endpoint';
import type { NotificationsMarked } from '../back-office';
import type { NotificationItem } from '../entities';

/** The notification bell of every signed-in role: notifications for everyone or for the caller's role. */
export const NOTIFICATIONS_API = {
  /** Newest first, at most 50, with the caller's read state. */
  list: endpoint<NotificationItem[]>()('GET', 'NotificationItem[]', () => '/notifications/user'),
  markAllRead: endpoint<NotificationsMarked>()('PUT', 'NotificationsMarked', () => '/notifications/user/mark-all-read'),
  /** Idempotent; 404 for a notification the caller cannot see. */
  markRead: endpoint<null>()('PUT', 'null', (id: string) => `/notifications/user/${seg(id)}/read`),
} as const;
