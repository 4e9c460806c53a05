import type { RegionDashboardStats } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../database';
import { type ReaderScope, keptSchoolTotals, schoolTotal } from '../../kernel';
import { registrations } from '../../database/schema';

/**
 * The overview counters of the scope, in one statement: the schools, the registrations' counts,
 * and the mentors and teams added up from the figures the database keeps per school
 * (school_counts), not counted team by team.
 */
export async function regionStats(db: DbOrTx, scope: ReaderScope): Promise<RegionDashboardStats> {
  const [row] = await queryRows<{ [K in keyof RegionDashboardStats]: number }>(
    db,
    sql`select school_total.schools, reg.registrations, reg.pending as "pendingRegistrations", reg.approved as "approvedRegistrations",
        kept_totals.mentors, kept_totals.teams, kept_totals.participating_teams as "activeTeams"
      from ${schoolTotal(scope)}, ${keptSchoolTotals(scope)},
        (select count(*)::int as registrations,
           (count(*) filter (where ${registrations.registrationStatus} = 'pending'))::int as pending,
           (count(*) filter (where ${registrations.registrationStatus} = 'approved'))::int as approved
         from ${registrations} where ${scope.schools(registrations.schoolCode)}) as reg`,
  );
  return row!;
}
