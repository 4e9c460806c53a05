import { endpoint, seg } from '../endpoint';
import type { NotificationsMarked } from '../back-office';
import type { NotificationItem } from '../entities';
import type {
  AdminNotification,
  NotificationCounters,
  NotificationCreateInput,
  NotificationDeleted,
  NotificationStats,
  NotificationUpdateInput,
} from '../notifications';
import type { Paginated } from '../paging';

/**
 * Notifications. The bell (`list`, `markRead`, `markAllRead`) is every signed-in role's: the
 * notifications whose target matches the caller, with the caller's own read state. Management
 * (`create` and `admin*`) is the admin's (spec section 6). `adminList` takes AdminNotificationQuery
 * as its query string.
 */
export const NOTIFICATIONS_API = {
  /** Newest first, at most 50, with the caller's read state. */
  list: endpoint<NotificationItem[]>()('GET', 'NotificationItem[]', () => '/notifications/user'),
  markAllRead: endpoint<NotificationsMarked>()('PUT', 'NotificationsMarked', () => '/notifications/user/mark-all-read'),
  /** Idempotent; 404 for a notification the caller cannot see. */
  markRead: endpoint<null>()('PUT', 'null', (id: string) => `/notifications/user/${seg(id)}/read`),
  /** 201 'Notification created successfully'. Target default: everyone. */
  create: endpoint<AdminNotification, NotificationCreateInput>()('POST', 'AdminNotification', () => '/notifications/create'),
  /** Paged; search over title and message; filters status, type, priority. */
  adminList: endpoint<Paginated<AdminNotification>>()('GET', 'Paginated<AdminNotification>', () => '/notifications/admin/all'),
  adminStats: endpoint<NotificationStats>()('GET', 'NotificationStats', () => '/notifications/admin/stats'),
  adminCounters: endpoint<NotificationCounters>()('GET', 'NotificationCounters', () => '/notifications/admin/counters'),
  /** Changes the fields sent (target replaced whole); read states are kept. */
  adminUpdate: endpoint<AdminNotification, NotificationUpdateInput>()('PUT', 'AdminNotification', (id: string) => `/notifications/admin/${seg(id)}`),
  /** 'Notification deleted successfully'; its read states go with it. */
  adminDelete: endpoint<NotificationDeleted>()('DELETE', 'NotificationDeleted', (id: string) => `/notifications/admin/${seg(id)}`),
} as const;
