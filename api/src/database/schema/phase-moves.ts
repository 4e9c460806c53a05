import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One team of a recorded bulk move: its phase state before, and the `updated_at` the move left (as PostgreSQL prints it, exact to the microsecond). */
export interface PhaseMoveTeam {
  id: string;
  before: Record<string, unknown>;
  updatedAt: string;
}

/** Bulk phase moves that may be undone for a few minutes (migration 0024, issue 25). */
export const phaseMoves = pgTable('phase_moves', {
  id: uuid('id').primaryKey().defaultRandom(),
  action: text('action').notNull(),
  actorId: text('actor_id'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  undoUntil: timestamp('undo_until', { withTimezone: true }).notNull(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  teams: jsonb('teams').$type<PhaseMoveTeam[]>().notNull(),
});
