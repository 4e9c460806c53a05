import type { RegionDashboardStats } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, ReaderScope } from '../../database';
import { mentors, registrations, schools, teams } from '../../database/schema';
import { participatingSql } from '../admin';

/**
 * The overview counters of the scope, in one statement. Mentors and teams are counted directly
 * (every mentor and team belongs to a school: foreign keys), not grouped per school and joined:
 * the same totals without a pass that groups every team and mentor.
 */
export async function regionStats(db: DbOrTx, scope: ReaderScope): Promise<RegionDashboardStats> {
  const [row] = await db
    .select({
      schools: sql<number>`count(*)::int`,
      registrations: sql<number>`count(${registrations.id})::int`,
      pendingRegistrations: sql<number>`(count(*) filter (where ${registrations.registrationStatus} = 'pending'))::int`,
      approvedRegistrations: sql<number>`(count(*) filter (where ${registrations.registrationStatus} = 'approved'))::int`,
      // (select-list SQL renders columns unqualified: aliased sub-selects keep them unambiguous)
      mentors: sql<number>`(select count(*) from ${mentors} as dm where ${scope.schools(sql.raw('dm.school_code'))})::int`,
      teams: sql<number>`(select count(*) from ${teams} as dt where ${scope.schools(sql.raw('dt.school_code'))})::int`,
      activeTeams: sql<number>`(select count(*) from ${teams} as dt where dt.status in (${participatingSql()}) and ${scope.schools(sql.raw('dt.school_code'))})::int`,
    })
    .from(schools)
    .leftJoin(registrations, eq(registrations.schoolCode, schools.code))
    .where(scope.schools(schools.code));
  return row!;
}
