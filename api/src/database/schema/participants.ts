import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { trigramIndex } from './search-indexes';
import type { Category, Gender, Locale, TeamStatus } from '@hackathon/contracts';
import { schools } from './directory';

/** Mentors of a school; `slot` 1..2 makes the two-per-school limit a database fact. */
export const mentors = pgTable(
  'mentors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: text('mentor_id').notNull().unique(),
    teacherId: text('teacher_id').notNull(),
    schoolCode: text('school_code').notNull().references(() => schools.code),
    slot: smallint('slot').notNull(),
    name: text('name').notNull().default('Unknown'),
    designation: text('designation').notNull().default('Unknown'),
    gender: text('gender').$type<Gender>(),
    contactNumber: text('contact_number').notNull().default(''),
    email: text('email').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('mentors_school_code_slot_key').on(t.schoolCode, t.slot),
    // the admin mentor list (migration 0008): search and default order
    trigramIndex('mentors_name_trgm_idx', t.name),
    trigramIndex('mentors_mentor_id_trgm_idx', t.mentorId),
    trigramIndex('mentors_teacher_id_trgm_idx', t.teacherId),
    trigramIndex('mentors_email_trgm_idx', t.email),
    trigramIndex('mentors_contact_number_trgm_idx', t.contactNumber),
    trigramIndex('mentors_school_code_trgm_idx', t.schoolCode),
    index('mentors_name_idx').on(t.name, t.id),
  ],
);

/** Teams; `team_number` 1..4 (unique per school) makes the four-per-school limit a database fact. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: text('team_id').notNull().unique(),
    schoolCode: text('school_code').notNull().references(() => schools.code),
    teamNumber: smallint('team_number').notNull(),
    teamName: text('team_name').notNull(),
    category: text('category').notNull().default('jr').$type<Category>(),
    passwordHash: text('password_hash').notNull(),
    teamEmail: text('team_email'),
    /** The language chosen on the switch (issue 24); null: never chose. */
    language: text('language').$type<Locale>(),
    assignedMentorId: uuid('assigned_mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('ACTIVE').$type<TeamStatus>(),
    currentPhase: smallint('current_phase').notNull().default(1),
    phase1Qualified: boolean('phase1_qualified').notNull().default(false),
    phase2Qualified: boolean('phase2_qualified').notNull().default(false),
    finalistQualified: boolean('finalist_qualified').notNull().default(false),
    phase1Score: integer('phase1_score'),
    phase2Score: integer('phase2_score'),
    phase3Score: integer('phase3_score'),
    totalScore: integer('total_score').notNull().default(0),
    eliminatedAt: timestamp('eliminated_at', { withTimezone: true }),
    eliminationReason: text('elimination_reason'),
    metadata: jsonb('metadata').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('teams_school_code_team_number_key').on(t.schoolCode, t.teamNumber),
    uniqueIndex('teams_email_unique').on(sql`lower(${t.teamEmail})`).where(sql`team_email is not null`),
    // the admin team list (migration 0008): search, and a mentor's teams
    trigramIndex('teams_team_name_trgm_idx', t.teamName),
    trigramIndex('teams_team_id_trgm_idx', t.teamId),
    index('teams_assigned_mentor_idx').on(t.assignedMentorId).where(sql`assigned_mentor_id is not null`),
  ],
);

/** Members of a team: positions 1..5, one leader, unique student IDs (all enforced by the database). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    memberId: text('member_id').notNull(),
    studentId: text('student_id').notNull(),
    name: text('name').notNull(),
    class: smallint('class').notNull(),
    fathersName: text('fathers_name').notNull().default(''),
    gender: text('gender').notNull().$type<Gender>(),
    isLeader: boolean('is_leader').notNull().default(false),
  },
  (t) => [
    unique('team_members_team_id_position_key').on(t.teamId, t.position),
    unique('team_members_team_id_student_id_key').on(t.teamId, t.studentId),
    unique('team_members_team_id_member_id_key').on(t.teamId, t.memberId),
    uniqueIndex('team_members_one_leader').on(t.teamId).where(sql`is_leader`),
    // the admin student list (migration 0008): search and default order
    trigramIndex('team_members_name_trgm_idx', t.name),
    trigramIndex('team_members_student_id_trgm_idx', t.studentId),
    index('team_members_name_idx').on(t.name, t.id),
  ],
);

/**
 * How many members each team has, kept by the database (statement triggers on team_members,
 * migration 0013): what the summary, the school and team tiles and the overviews add up instead
 * of counting every member. A team without members may have no row (read it as 0). Also by
 * leadership, class and gender, with the team's category: the students' tiles (migration 0014).
 */
export const teamMemberCounts = pgTable('team_member_counts', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  members: integer('members').notNull(),
  /** The team's category (follows teams.category). */
  category: text('category').notNull().$type<Category>(),
  leaders: integer('leaders').notNull().default(0),
  class8: integer('class_8').notNull().default(0),
  class9: integer('class_9').notNull().default(0),
  class10: integer('class_10').notNull().default(0),
  class11: integer('class_11').notNull().default(0),
  class12: integer('class_12').notNull().default(0),
  male: integer('male').notNull().default(0),
  female: integer('female').notNull().default(0),
  other: integer('other').notNull().default(0),
});

/**
 * Each school's mentors, teams (by category, participating) and students, kept by the database
 * (statement triggers on mentors, teams and team_members count the touched schools again,
 * migration 0015): what the summary sorts and filters on and the overviews add up. Also its
 * registrations (0 or 1), its teams by status, by phase and with a mentor, and its students by
 * class, gender, leadership and category (migration 0018, triggers on registrations too): the
 * teams', students' and schools' tiles. A school without a row has no registration, teams or
 * mentors (read it as 0).
 */
export const schoolCounts = pgTable('school_counts', {
  schoolCode: text('school_code')
    .primaryKey()
    .references(() => schools.code, { onDelete: 'cascade' }),
  mentors: integer('mentors').notNull().default(0),
  teams: integer('teams').notNull().default(0),
  jrTeams: integer('jr_teams').notNull().default(0),
  srTeams: integer('sr_teams').notNull().default(0),
  participatingTeams: integer('participating_teams').notNull().default(0),
  students: integer('students').notNull().default(0),
  registrations: integer('registrations').notNull().default(0),
  activeTeams: integer('active_teams').notNull().default(0),
  inactiveTeams: integer('inactive_teams').notNull().default(0),
  suspendedTeams: integer('suspended_teams').notNull().default(0),
  eliminatedTeams: integer('eliminated_teams').notNull().default(0),
  finalistTeams: integer('finalist_teams').notNull().default(0),
  winnerTeams: integer('winner_teams').notNull().default(0),
  phase1Teams: integer('phase1_teams').notNull().default(0),
  phase2Teams: integer('phase2_teams').notNull().default(0),
  phase3Teams: integer('phase3_teams').notNull().default(0),
  /** Teams with a mentor assigned. */
  mentoredTeams: integer('mentored_teams').notNull().default(0),
  /** The students (team members) by leadership, class, gender and their team's category. */
  leaders: integer('leaders').notNull().default(0),
  class8: integer('class_8').notNull().default(0),
  class9: integer('class_9').notNull().default(0),
  class10: integer('class_10').notNull().default(0),
  class11: integer('class_11').notNull().default(0),
  class12: integer('class_12').notNull().default(0),
  maleStudents: integer('male_students').notNull().default(0),
  femaleStudents: integer('female_students').notNull().default(0),
  otherStudents: integer('other_students').notNull().default(0),
  jrStudents: integer('jr_students').notNull().default(0),
  srStudents: integer('sr_students').notNull().default(0),
});

/**
 * How many teams each mentor mentors, kept by the database (statement triggers on teams count the
 * touched mentors again, migration 0016): what the mentors' tiles (assigned, full) read instead of
 * grouping every team. A mentor without a row has no teams (read it as 0).
 */
export const mentorTeamCounts = pgTable('mentor_team_counts', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  teams: integer('teams').notNull().default(0),
});
