import { Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, type NotificationItem } from '@hackathon/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import { notificationReads, notifications } from '../../database/schema';
import { visibleTo } from './notification-audience';
import type { NotificationReader } from './notification-reader';

/** The bell shows at most this many of the newest notifications. */
const USER_LIST_LIMIT = 50;

@Injectable()
export class NotificationsService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Active notifications whose target matches the caller, newest first, with the caller's read state. */
  async listFor(reader: NotificationReader): Promise<NotificationItem[]> {
    const rows = await this.db
      .select({ n: notifications, readAt: notificationReads.readAt })
      .from(notifications)
      .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.readerKey, reader.key)))
      .where(visibleTo(reader))
      .orderBy(desc(notifications.createdAt))
      .limit(USER_LIST_LIMIT);
    return rows.map(({ n, readAt }) => ({
      _id: n.id,
      id: n.id,
      title: n.title,
      message: n.message,
      type: n.type,
      priority: n.priority,
      status: n.status,
      isActive: n.status === 'active',
      isRead: readAt !== null,
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
      timestamp: n.createdAt.toISOString(),
    }));
  }

  /** Idempotent; 404 for a notification the caller cannot see. */
  async markRead(reader: NotificationReader, id: string): Promise<void> {
    const [visible] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), visibleTo(reader)))
      .limit(1);
    if (!visible) throw new NotFoundException(API_MSG.notificationNotFound);
    await this.db.insert(notificationReads).values({ notificationId: id, readerKey: reader.key }).onConflictDoNothing();
  }

  /** Marks every notification the caller can see as read; returns how many were unread. */
  async markAllRead(reader: NotificationReader): Promise<number> {
    const visible = await this.db.select({ id: notifications.id }).from(notifications).where(visibleTo(reader));
    if (visible.length === 0) return 0;
    const inserted = await this.db
      .insert(notificationReads)
      .values(visible.map((v) => ({ notificationId: v.id, readerKey: reader.key })))
      .onConflictDoNothing()
      .returning({ id: notificationReads.notificationId });
    return inserted.length;
  }
}
