import { endpoint } from '../endpoint';
import type { AdminNotificationQuery } from '../notifications';
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
  list: endpoint<{ data: NotificationItem[] }>()('GET', '/notifications/user'),
  markAllRead: endpoint<{ data: NotificationsMarked }>()('PUT', '/notifications/user/mark-all-read'),
  /** Idempotent; 404 for a notification the caller cannot see. */
  markRead: endpoint<{ data: null }>()('PUT', '/notifications/user/:id/read'),
  /** 201 'Notification created successfully'. Target default: everyone. */
  create: endpoint<{ data: AdminNotification; body: NotificationCreateInput }>()('POST', '/notifications/create'),
  /** Paged; search over title and message; filters status, type, priority. */
  adminList: endpoint<{ data: Paginated<AdminNotification>; query: AdminNotificationQuery }>()('GET', '/notifications/admin/all'),
  adminStats: endpoint<{ data: NotificationStats }>()('GET', '/notifications/admin/stats'),
  adminCounters: endpoint<{ data: NotificationCounters }>()('GET', '/notifications/admin/counters'),
  /** Changes the fields sent (target replaced whole); read states are kept. */
  adminUpdate: endpoint<{ data: AdminNotification; body: NotificationUpdateInput }>()('PUT', '/notifications/admin/:id'),
  /** 'Notification deleted successfully'; its read states go with it. */
  adminDelete: endpoint<{ data: NotificationDeleted }>()('DELETE', '/notifications/admin/:id'),
} as const;
