import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Sessions ended by their own sign-out (migration 0021): the token of `subject_id` whose `jti` (or,
 * for a token issued before jti, `iat:<iat_ms>`) is `session_id` is refused; kept until the token
 * would have expired anyway (`expires_at`), then deleted.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    subjectId: uuid('subject_id').notNull(),
    sessionId: text('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.sessionId] }), index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Sign-in failures (migration 0012) per identifier as typed (`subject_key`, prefixed by the form:
 * 'account:', 'admin:', 'team:', 'team-email:') and client address (`client_key`). `known_until`:
 * this address signed in successfully, so the identifier's global cap lets it through.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    subjectKey: text('subject_key').notNull(),
    clientKey: text('client_key').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    knownUntil: timestamp('known_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.subjectKey, t.clientKey] }), index('login_failures_expires_at_idx').on(t.expiresAt)],
);

/**
 * Per-account limits on mailed secrets and their guesses (migration 0020), whoever asks and from
 * wherever: a fixed-window counter per `limit_key` ('reset-mail:<address>', 'otp-code:<account id>',
 * 'otp-guess:<address>', 'sign-in-code:<account id>'), counting until `window_ends`.
 */
export const accountLimits = pgTable(
  'account_limits',
  {
    limitKey: text('limit_key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_limits_window_ends_idx').on(t.windowEnds)],
);
