import { sql } from 'drizzle-orm';
import type { JudgingAssignmentState, JudgingPhase, JudgingScoreChoice, RubricCriterionDef } from '@hackathon/contracts';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './directory';
import { teams } from './participants';

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

/** Saved rubrics for reuse (migration 0028); a round copies the criteria it is created with. */
export const rubricTemplates = pgTable(
  'rubric_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    criteria: jsonb('criteria').notNull().$type<RubricCriterionDef[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rubric_templates_name_unique').on(sql`lower(${t.name})`)],
);

/** A judged round of one phase (migration 0028): its team filter, its own copy of the rubric, and its rules. */
export const judgingRounds = pgTable('judging_rounds', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phase: integer('phase').notNull().$type<JudgingPhase>(),
  categories: text('categories').array().notNull().default(sql`'{}'`),
  regions: text('regions').array().notNull().default(sql`'{}'`),
  zones: text('zones').array().notNull().default(sql`'{}'`),
  schoolCodes: text('school_codes').array().notNull().default(sql`'{}'`),
  criteria: jsonb('criteria').notNull().$type<RubricCriterionDef[]>(),
  judgesPerTeam: integer('judges_per_team').notNull().default(3),
  blind: boolean('blind').notNull().default(true),
  excludeSameRegion: boolean('exclude_same_region').notNull().default(false),
  shareComments: boolean('share_comments').notNull().default(false),
  disagreementThreshold: doublePrecision('disagreement_threshold').notNull().default(25),
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  assignedAt: timestamp('assigned_at', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedScore: text('published_score').$type<JudgingScoreChoice>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The judges taking part in a round. */
export const judgingRoundJudges = pgTable(
  'judging_round_judges',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => judgingRounds.id, { onDelete: 'cascade' }),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.judgeId] })],
);

/** One (team, judge) pair of a round and that judge's sheet: pending, draft, submitted (locked), or conflict (declared, replaced). */
export const judgingAssignments = pgTable(
  'judging_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => judgingRounds.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => judges.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending').$type<JudgingAssignmentState>(),
    scores: jsonb('scores').notNull().default({}).$type<Record<string, number>>(),
    total: doublePrecision('total'),
    comment: text('comment').notNull().default(''),
    privateNote: text('private_note').notNull().default(''),
    conflictReason: text('conflict_reason'),
    submissionId: uuid('submission_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('judging_assignments_pair').on(t.roundId, t.teamId, t.judgeId),
    index('judging_assignments_judge').on(t.judgeId, t.roundId),
    index('judging_assignments_team').on(t.teamId),
  ],
);
