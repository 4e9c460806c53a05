import type { TeamStatus } from '@hackathon/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { schoolCounts, schools } from '../database/schema';
import type { ReaderScope } from './scope';

/*
 * The figures of a scope's schools that more than one overview reads (the admin's and the region
 * admin's dashboards), added up from what the database keeps per school (school_counts).
 */

/**
 * Teams still in the competition ("teams currently participating"): docs/decisions.md. The
 * database keeps each school's count of them (school_counts.participating_teams, migration 0015,
 * which spells the same list: change both).
 */
export const PARTICIPATING_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'FINALIST', 'WINNER'];

/**
 * The mentors, teams, participating teams and students of the scope's schools, added up from the
 * figures the database keeps per school (school_counts) instead of counting every team, mentor
 * and member: a sub-select with one row, to join to the other counts. For school-wide scopes
 * (all, region, school): the overviews' readers.
 */
export function keptSchoolTotals(scope: ReaderScope): SQL {
  return sql`(select coalesce(sum(kept.mentors), 0)::int as mentors, coalesce(sum(kept.teams), 0)::int as teams,
      coalesce(sum(kept.participating_teams), 0)::int as participating_teams, coalesce(sum(kept.students), 0)::int as students
    from ${schoolCounts} as kept where ${scope.schools(sql.raw('kept.school_code'))}) as kept_totals`;
}

/** The number of schools of the scope, a sub-select with one row. */
export function schoolTotal(scope: ReaderScope): SQL {
  return sql`(select count(*)::int as schools from ${schools} as scoped_school where ${scope.schools(sql.raw('scoped_school.code'))}) as school_total`;
}
