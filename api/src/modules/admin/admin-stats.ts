import type { AdminDashboardStats, TeamStatus } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../database';
import { mentors, registrations, schools, teamMembers, teams } from '../../database/schema';

/** Teams still in the competition ("teams currently participating"): docs/decisions.md. */
export const PARTICIPATING_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'FINALIST', 'WINNER'];

export function participatingSql() {
  return sql.join(
    PARTICIPATING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
}

/**
 * The admin overview counters in one statement: aggregates over registrations plus scalar
 * sub-selects for the other tables. Nothing is loaded row by row.
 */
export async function adminStats(db: DbOrTx): Promise<AdminDashboardStats> {
  const [row] = await db
    .select({
      schools: sql<number>`(select count(*) from ${schools})::int`,
      registrations: sql<number>`count(*)::int`,
      mentors: sql<number>`(select count(*) from ${mentors})::int`,
      teams: sql<number>`(select count(*) from ${teams})::int`,
      totalStudents: sql<number>`(select count(*) from ${teamMembers})::int`,
      activeTeams: sql<number>`(select count(*) from ${teams} where ${teams.status} in (${participatingSql()}))::int`,
      // a payment counts as submitted once the registration has left not_submitted (back-office spec, section 4)
      totalPaymentSubmitted: sql<number>`(count(*) filter (where ${registrations.paymentStatus} <> 'not_submitted'))::int`,
      paymentPending: sql<number>`(count(*) filter (where ${registrations.paymentStatus} = 'submitted'))::int`,
      verifiedPayments: sql<number>`(count(*) filter (where ${registrations.paymentStatus} = 'verified'))::int`,
    })
    .from(registrations);
  return row!;
}
