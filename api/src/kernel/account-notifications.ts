import type { NotificationPriority, NotificationType } from '@hackathon/contracts';
import type { DbOrTx } from '../database';
import { notifications } from '../database/schema';

/** A notification for one account's bell (e.g. the verdict on a school's payment). */
export interface AccountNotice {
  /** At most 200 characters (the table's check). */
  title: string;
  /** At most 2000 characters. */
  message: string;
  type?: NotificationType;
  priority?: NotificationPriority;
}

/**
 * Addresses a notification to one account: only that account's bell shows it (migration 0010);
 * the admin's notification management does not list it. Pass the transaction of the change it
 * tells about, so the notice exists exactly when the change does. Returns its id.
 */
export async function notifyAccount(db: DbOrTx, accountId: string, notice: AccountNotice): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      title: notice.title,
      message: notice.message,
      type: notice.type ?? 'info',
      priority: notice.priority ?? 'medium',
      targetAccountId: accountId,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
