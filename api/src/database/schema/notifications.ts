import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationItem } from '@hackathon/contracts';
import { accounts } from './accounts';

/** Bell notifications; `audience` is 'all' or a role. */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  type: text('type').notNull().default('info').$type<NotificationItem['type']>(),
  priority: text('priority').notNull().default('medium').$type<NotificationItem['priority']>(),
  status: text('status').notNull().default('active').$type<NotificationItem['status']>(),
  audience: text('audience').notNull().default('all'),
  createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who read what: one row per reader ('<role>:<subject id>') and notification. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    readerKey: text('reader_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.readerKey] })],
);
