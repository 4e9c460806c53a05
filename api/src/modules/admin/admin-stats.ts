import type { AdminDashboardStats, TeamStatus } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx, ReaderScope } from '../../database';
import { mentors, registrations, schools, teamMemberCounts, teams } from '../../database/schema';

/** Teams still in the competition ("teams currently participating"): docs/decisions.md. */
export const PARTICIPATING_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'FINALIST', 'WINNER'];

export function participatingSql() {
  return sql.join(
    PARTICIPATING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
}

/**
 * The overview counters of the caller's scope in one statement: aggregates over registrations
 * plus scalar sub-selects for the other tables, each narrowed by the scope. Nothing is loaded
 * row by row.
 */
export async function adminStats(db: DbOrTx, scope: ReaderScope): Promise<AdminDashboardStats> {
  const [row] = await db
    .select({
      schools: sql<number>`(select count(*) from ${schools} where ${scope.schools(schools.code)})::int`,
      registrations: sql<number>`count(*)::int`,
      mentors: sql<number>`(select count(*) from ${mentors} where ${scope.schools(mentors.schoolCode)})::int`,
      teams: sql<number>`(select count(*) from ${teams} where ${scope.teams(teams)})::int`,
      // (select-list SQL renders columns unqualified: sub-selects, not joins, keep them unambiguous)
      // team sizes kept by the database (team_member_counts), not a count of every member
      totalStudents: sql<number>`(select coalesce(sum(sc.members), 0) from ${teamMemberCounts} as sc where sc.team_id in (select ${teams.id} from ${teams} where ${scope.teams(teams)}))::int`,
      activeTeams: sql<number>`(select count(*) from ${teams} where ${teams.status} in (${participatingSql()}) and ${scope.teams(teams)})::int`,
      // a payment counts as submitted once the registration has left not_submitted (back-office spec, section 4)
      totalPaymentSubmitted: sql<number>`(count(*) filter (where ${registrations.paymentStatus} <> 'not_submitted'))::int`,
      paymentPending: sql<number>`(count(*) filter (where ${registrations.paymentStatus} = 'submitted'))::int`,
      verifiedPayments: sql<number>`(count(*) filter (where ${registrations.paymentStatus} = 'verified'))::int`,
    })
    .from(registrations)
    .where(scope.schools(registrations.schoolCode));
  return row!;
}
