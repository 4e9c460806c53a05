export { NotificationBell, USER_NOTIFICATIONS_KEY } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
export {
  formatNotificationTime,
  unreadBadgeLabel,
  notificationsFromData,
  splitNotifications,
  markRead,
  markAllRead,
  MAX_READ_SHOWN,
} from './model';
export type { UserNotification } from './model';
