import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Resend-verification requests for addresses without an account (sha-256 of the lower-cased address). */
export const verificationResendCounters = pgTable('verification_resend_counters', {
  emailHash: text('email_hash').primaryKey(),
  count: integer('count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
