/** What other modules may use of the notifications: the module and the one-account notice (written in the caller's transaction). */
export { NotificationsModule } from './notifications.module';
export { notifyAccount } from './account-notifications';
export type { AccountNotice } from './account-notifications';
