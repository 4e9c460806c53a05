import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The run-time remote registry (migration 0019): one row per remote changed at run time.
 * `manifestUrl` null means the remote's default (REMOTE_URL_* or its folder on this host);
 * `previousUrl` is the entry before the last change (null: the default), for a rollback.
 */
export const remoteRegistry = pgTable('remote_registry', {
  name: text('name').primaryKey(),
  manifestUrl: text('manifest_url'),
  previousUrl: text('previous_url'),
  /** The actor's label (an admin's email, or `cli:<user>@<host>` for the operator's command). */
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
