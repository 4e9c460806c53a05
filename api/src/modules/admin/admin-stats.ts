import type {
  AdminDashboardStats,
  AdminMentorCounters,
  AdminRegistrationCounters,
  AdminSchoolCounters,
  AdminTeamCounters,
  TeamStatus,
} from '@hackathon/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type ReaderScope } from '../../database';
import { registrations, schoolCounts, schools } from '../../database/schema';

/**
 * Teams still in the competition ("teams currently participating"): docs/decisions.md. The
 * database keeps each school's count of them (school_counts.participating_teams, migration 0015,
 * which spells the same list: change both).
 */
export const PARTICIPATING_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'FINALIST', 'WINNER'];

export function participatingSql() {
  return sql.join(
    PARTICIPATING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
}

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

/**
 * The overview counters of the caller's scope (the admin and super admin: every school) in one
 * statement: the registrations' counts, the number of schools, and the kept per-school figures
 * added up. Nothing is loaded row by row.
 */
export async function adminStats(db: DbOrTx, scope: ReaderScope): Promise<AdminDashboardStats> {
  const [row] = await queryRows<{ [K in keyof AdminDashboardStats]: number }>(
    db,
    sql`select school_total.schools, reg.registrations, kept_totals.mentors, kept_totals.teams,
        kept_totals.students as "totalStudents", kept_totals.participating_teams as "activeTeams",
        reg.submitted as "totalPaymentSubmitted", reg.pending as "paymentPending", reg.verified as "verifiedPayments"
      from ${schoolTotal(scope)}, ${keptSchoolTotals(scope)},
        (select count(*)::int as registrations,
           -- a payment counts as submitted once the registration has left not_submitted (back-office spec, section 4)
           (count(*) filter (where ${registrations.paymentStatus} <> 'not_submitted'))::int as submitted,
           (count(*) filter (where ${registrations.paymentStatus} = 'submitted'))::int as pending,
           (count(*) filter (where ${registrations.paymentStatus} = 'verified'))::int as verified
         from ${registrations} where ${scope.schools(registrations.schoolCode)}) as reg`,
  );
  return row!;
}

/**
 * The same overview counters taken from the lists' tiles of the same scope, which count the same
 * rows: the schools', registrations', mentors' and teams' totals, the teams' members (the schools'
 * kept students), the participating statuses, and the registrations by payment status. For the
 * comprehensive stats, which have every tile already: no statement of their own.
 */
export function statsFromTiles(tiles: {
  teams: AdminTeamCounters;
  schools: AdminSchoolCounters;
  mentors: AdminMentorCounters;
  registrations: AdminRegistrationCounters;
}): AdminDashboardStats {
  const { teams, schools, mentors, registrations } = tiles;
  const byPayment = registrations.byPaymentStatus;
  return {
    schools: schools.total,
    registrations: registrations.total,
    mentors: mentors.total,
    teams: teams.total,
    totalStudents: teams.members,
    activeTeams: PARTICIPATING_STATUSES.reduce((sum, status) => sum + teams.byStatus[status], 0),
    // as adminStats: submitted once the registration has left not_submitted
    totalPaymentSubmitted: registrations.total - byPayment.not_submitted,
    paymentPending: byPayment.submitted,
    verifiedPayments: byPayment.verified,
  };
}
