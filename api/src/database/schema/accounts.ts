import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale, Role } from '@hackathon/contracts';
import { schools } from './directory';
import { judges } from './judging';
import { mentors, teams } from './participants';

/** People who sign in with a password: school admins, mentors and judges (by invitation), platform admins, region and super admins. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').notNull().$type<Role>(),
    email: text('email'),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    schoolCode: text('school_code').references(() => schools.code),
    region: text('region'),
    /** The language chosen on the switch (issue 24); null: never chose. */
    language: text('language').$type<Locale>(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    verificationResendCount: integer('verification_resend_count').notNull().default(0),
    /** A mentor's account: the mentor record it is bound to (migration 0026, issue 26). */
    mentorId: uuid('mentor_id').references(() => mentors.id, { onDelete: 'cascade' }),
    /** A judge's account: the judge it is bound to (migration 0027, issue 27). */
    judgeId: uuid('judge_id').references(() => judges.id, { onDelete: 'cascade' }),
    /** When the last invitation was sent (mentor and judge accounts). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Set while the account may not sign in (a deactivated mentor); raising it ends the sessions (trigger). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // addresses and usernames are unique whatever their case; one school admin per school
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`).where(sql`email is not null`),
    uniqueIndex('accounts_username_unique').on(sql`lower(${t.username})`).where(sql`username is not null`),
    uniqueIndex('accounts_one_admin_per_school').on(t.schoolCode).where(sql`role = 'school_admin'`),
    uniqueIndex('accounts_mentor_unique').on(t.mentorId).where(sql`mentor_id is not null`),
    uniqueIndex('accounts_judge_unique').on(t.judgeId).where(sql`judge_id is not null`),
  ],
);

export type TokenPurpose =
  | 'email_verification'
  | 'password_reset_link'
  | 'password_reset_otp'
  | 'password_reset_session'
  | 'team_password_reset'
  | 'sign_in_code'
  | 'registration_otp'
  | 'registration_email'
  | 'mentor_invitation'
  | 'judge_invitation';

/** One-time secrets (links, OTPs, reset sessions), stored hashed; single use. Owned by an account, a team or a registering address. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull().$type<TokenPurpose>(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** The owner before any account exists: a registering address, lower-cased (migration 0022). */
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.purpose, t.tokenHash)],
);
