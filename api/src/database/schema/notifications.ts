import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationPriority, NotificationStatus, NotificationType, Role } from '@hackathon/contracts';
import { accounts } from './accounts';
import { teams } from './participants';

/**
 * Bell notifications. The target is two lists, each empty for "no restriction": a reader matches
 * when its role is in `targetRoles` (or it is empty) and its region is in `targetRegions` (or it is
 * empty). See api/migrations/0009_notification_targets.sql. A notification addressed to one
 * account (`targetAccountId`, 0010) reaches that account only.
 */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  type: text('type').notNull().default('info').$type<NotificationType>(),
  priority: text('priority').notNull().default('medium').$type<NotificationPriority>(),
  status: text('status').notNull().default('active').$type<NotificationStatus>(),
  targetRoles: text('target_roles').array().notNull().default(sql`'{}'::text[]`).$type<Role[]>(),
  targetRegions: text('target_regions').array().notNull().default(sql`'{}'::text[]`),
  /** Set: the notification is this one account's own (its bell only; migration 0010). Null: the role/region target decides. */
  targetAccountId: uuid('target_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  /** Set: the notification is this one team's own (its bell only; migration 0028). */
  targetTeamId: uuid('target_team_id').references(() => teams.id, { onDelete: 'cascade' }),
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
