import type {
  AdminDashboardStats,
  AdminMentorCounters,
  AdminRegistrationCounters,
  AdminSchoolCounters,
  AdminTeamCounters,
} from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../database';
import { keptSchoolTotals, PARTICIPATING_STATUSES, schoolTotal, type ReaderScope } from '../../kernel';
import { registrations } from '../../database/schema';

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
