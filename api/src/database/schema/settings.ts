import { boolean, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Event settings: one row (id 1), created by migration 0006 with both locks on. */
export const eventSettings = pgTable('event_settings', {
  id: smallint('id').primaryKey().default(1),
  mentorsLocked: boolean('mentors_locked').notNull().default(true),
  teamsLocked: boolean('teams_locked').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
