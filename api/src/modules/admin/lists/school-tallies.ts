import {
  CATEGORIES,
  GENDERS,
  PHASES,
  STUDENT_CLASSES,
  TEAM_STATUSES,
  type AdminStudentCounters,
  type AdminTeamCounters,
  type Category,
  type Gender,
  type PhaseNumber,
  type StudentClass,
  type TeamStatus,
} from '@hackathon/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../database';
import type { ReaderScope } from '../../../kernel';
import { schoolCounts as kept } from '../../../database/schema';
import { counterRow } from '../../../kernel';

/*
 * The teams' and students' tiles over whole schools (scopes all, region, school): the figures the
 * database keeps per school added up (school_counts, migrations 0015 and 0018), one row per school
 * (about a third as many as teams) instead of every team or team size. One kept column per tile.
 */

const TEAMS_BY_STATUS: Record<TeamStatus, AnyColumn> = {
  ACTIVE: kept.activeTeams,
  INACTIVE: kept.inactiveTeams,
  SUSPENDED: kept.suspendedTeams,
  FINALIST: kept.finalistTeams,
  WINNER: kept.winnerTeams,
  ELIMINATED: kept.eliminatedTeams,
};
const TEAMS_BY_CATEGORY: Record<Category, AnyColumn> = { jr: kept.jrTeams, sr: kept.srTeams };
const TEAMS_BY_PHASE: Record<PhaseNumber, AnyColumn> = { 1: kept.phase1Teams, 2: kept.phase2Teams, 3: kept.phase3Teams };

const STUDENTS_BY_CLASS: Record<StudentClass, AnyColumn> = { 8: kept.class8, 9: kept.class9, 10: kept.class10, 11: kept.class11, 12: kept.class12 };
const STUDENTS_BY_GENDER: Record<Gender, AnyColumn> = { male: kept.maleStudents, female: kept.femaleStudents, other: kept.otherStudents };
const STUDENTS_BY_CATEGORY: Record<Category, AnyColumn> = { jr: kept.jrStudents, sr: kept.srStudents };

/** `coalesce(sum(column), 0)::int as name` */
const total = (column: AnyColumn, name: string): SQL => sql`coalesce(sum(${column}), 0)::int as ${sql.identifier(name)}`;

/** One total per tile, each named `<prefix><key>` (read back with CounterRow.by). */
function totals<K extends string | number>(keys: readonly K[], columns: Record<K, AnyColumn>, prefix: string): SQL {
  return sql.join(
    keys.map((key) => total(columns[key], `${prefix}${String(key)}`)),
    sql`, `,
  );
}

/** The teams' tiles; the members are the schools' students (the sizes of their teams). */
export async function keptTeamCounters(db: DbOrTx, scope: ReaderScope): Promise<AdminTeamCounters> {
  const c = await counterRow(
    db,
    sql`select ${total(kept.teams, 'total')}, ${total(kept.mentoredTeams, 'with_mentor')}, ${total(kept.students, 'members')},
        ${totals(TEAM_STATUSES, TEAMS_BY_STATUS, 'status_')}, ${totals(CATEGORIES, TEAMS_BY_CATEGORY, 'category_')},
        ${totals(PHASES, TEAMS_BY_PHASE, 'phase_')}
      from ${kept} where ${scope.schools(kept.schoolCode)}`,
  );
  return {
    total: c.n('total'),
    byStatus: c.by(TEAM_STATUSES, 'status_'),
    byCategory: c.by(CATEGORIES, 'category_'),
    byPhase: c.by(PHASES, 'phase_'),
    withMentor: c.n('with_mentor'),
    withoutMentor: c.n('total') - c.n('with_mentor'),
    members: c.n('members'),
  };
}

/** The students' tiles. */
export async function keptStudentCounters(db: DbOrTx, scope: ReaderScope): Promise<AdminStudentCounters> {
  const c = await counterRow(
    db,
    sql`select ${total(kept.students, 'total')}, ${total(kept.leaders, 'leaders')}, ${totals(STUDENT_CLASSES, STUDENTS_BY_CLASS, 'class_')},
        ${totals(GENDERS, STUDENTS_BY_GENDER, 'gender_')}, ${totals(CATEGORIES, STUDENTS_BY_CATEGORY, 'category_')}
      from ${kept} where ${scope.schools(kept.schoolCode)}`,
  );
  return {
    total: c.n('total'),
    byClass: c.by(STUDENT_CLASSES, 'class_'),
    byGender: c.by(GENDERS, 'gender_'),
    byCategory: c.by(CATEGORIES, 'category_'),
    leaders: c.n('leaders'),
  };
}
