import { Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, type NotificationItem } from '@hackathon/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { notificationReads, notifications } from '../../database/schema';

/** The bell shows at most this many of the newest notifications. */
const USER_LIST_LIMIT = 50;

/** A reader is an account or a team; the key keeps their read states apart. */
export function readerKey(user: AuthUser): string {
  return `${user.role}:${user.sub}`;
}

@Injectable()
export class NotificationsService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Active notifications for everyone or for the caller's role, newest first, with the caller's read state. */
  async listForUser(user: AuthUser): Promise<NotificationItem[]> {
    const key = readerKey(user);
    const rows = await this.db
      .select({ n: notifications, readAt: notificationReads.readAt })
      .from(notifications)
      .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.readerKey, key)))
      .where(this.visibleTo(user))
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
  async markRead(user: AuthUser, id: string): Promise<void> {
    const [visible] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), this.visibleTo(user)))
      .limit(1);
    if (!visible) throw new NotFoundException(API_MSG.notificationNotFound);
    await this.db.insert(notificationReads).values({ notificationId: id, readerKey: readerKey(user) }).onConflictDoNothing();
  }

  /** Marks every notification the caller can see as read; returns how many were unread. */
  async markAllRead(user: AuthUser): Promise<number> {
    const key = readerKey(user);
    const visible = await this.db.select({ id: notifications.id }).from(notifications).where(this.visibleTo(user));
    if (visible.length === 0) return 0;
    const inserted = await this.db
      .insert(notificationReads)
      .values(visible.map((v) => ({ notificationId: v.id, readerKey: key })))
      .onConflictDoNothing()
      .returning({ id: notificationReads.notificationId });
    return inserted.length;
  }

  private visibleTo(user: AuthUser) {
    return and(eq(notifications.status, 'active'), inArray(notifications.audience, ['all', user.role]));
  }
}

