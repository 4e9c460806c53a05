import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Resend-verification requests for addresses without an account (sha-256 of the lower-cased address). */
export const verificationResendCounters = pgTable('verification_resend_counters', {
  emailHash: text('email_hash').primaryKey(),
  count: integer('count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Session revocation (migration 0011): a token of `subject_id` (an account's or a team's id) is valid
 * only if issued at or after `valid_after`. Raised by triggers on password, role, region or school
 * changes, and set to 'infinity' when the account or team is deleted.
 */
export const sessionFloors = pgTable('session_floors', {
  subjectId: uuid('subject_id').primaryKey(),
  validAfter: timestamp('valid_after', { withTimezone: true }).notNull(),
});
