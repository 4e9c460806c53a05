/** What other modules may use of the notifications: the module. A notice to one account is written with notifyAccount (api/src/kernel/account-notifications.ts), in the caller's transaction. */
export { NotificationsModule } from './notifications.module';
