import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './directory';

/**
 * Judges of the judged rounds (issue 27, migration 0027): added by the admin, invited by mail like
 * mentors (their account is bound by accounts.judge_id). A judge teaching at a school carries its
 * code (never given its own school's teams); its home region keeps it off its region's teams when
 * a round says so.
 */
export const judges = pgTable(
  'judges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation').notNull().default(''),
    expertise: text('expertise').notNull().default(''),
    homeRegion: text('home_region'),
    schoolCode: text('school_code').references(() => schools.code),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('judges_email_unique').on(sql`lower(${t.email})`), index('judges_name_idx').on(sql`lower(${t.name})`)],
);
