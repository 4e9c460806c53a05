import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { trigramIndex } from './search-indexes';

/** The national school directory (seeded). `code` is the kvCode / schoolCode of the specs. */
export const schools = pgTable(
  'schools',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    district: text('district').notNull().default('Unknown'),
    state: text('state').notNull().default('Unknown'),
    region: text('region').notNull().default('Unknown'),
    zone: text('zone').notNull().default('N'),
    city: text('city').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the admin school list's search, and the school part of the team, student and mentor searches (migration 0008)
  (t) => [
    trigramIndex('schools_code_trgm_idx', t.code),
    trigramIndex('schools_name_trgm_idx', t.name),
    trigramIndex('schools_district_trgm_idx', t.district),
    trigramIndex('schools_region_trgm_idx', t.region),
    // a region admin's scope, lower(region) = lower($region) (migration 0013)
    index('schools_region_lower_idx').on(sql`lower(${t.region})`, t.code),
  ],
);

/** A school's bootcamp schedule and Day 1-4 attendance ('P' = present). */
export const schoolSchedules = pgTable('school_schedules', {
  schoolCode: text('school_code').primaryKey().references(() => schools.code),
  seniorCohort: text('senior_cohort'),
  seniorTime: text('senior_time'),
  juniorCohort: text('junior_cohort'),
  juniorSlot: text('junior_slot'),
  srDay1: text('sr_day1'),
  srDay2: text('sr_day2'),
  srDay3: text('sr_day3'),
  srDay4: text('sr_day4'),
  jrDay1: text('jr_day1'),
  jrDay2: text('jr_day2'),
  jrDay3: text('jr_day3'),
  jrDay4: text('jr_day4'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
