import type { RegionDashboardStats } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, ReaderScope } from '../../database';
import { mentors, registrations, schools, teams } from '../../database/schema';
import { participatingSql } from '../admin';

/** Per-school counts of mentors and teams (participating), each one grouped sub-query. */
function perSchoolCounts(db: DbOrTx, scope: ReaderScope) {
  const mentorCounts = db
    .select({ schoolCode: mentors.schoolCode, mentors: sql<number>`count(*)::int`.as('mentor_count') })
    .from(mentors)
    .where(scope.schools(mentors.schoolCode))
    .groupBy(mentors.schoolCode)
    .as('mc');
  const teamCounts = db
    .select({
      schoolCode: teams.schoolCode,
      total: sql<number>`count(*)::int`.as('team_total'),
      active: sql<number>`(count(*) filter (where ${teams.status} in (${participatingSql()})))::int`.as('team_active'),
    })
    .from(teams)
    .where(scope.schools(teams.schoolCode))
    .groupBy(teams.schoolCode)
    .as('tc');
  return { mentorCounts, teamCounts };
}

/** The overview counters of the scope, in one statement. */
export async function regionStats(db: DbOrTx, scope: ReaderScope): Promise<RegionDashboardStats> {
  const { mentorCounts, teamCounts } = perSchoolCounts(db, scope);
  const [row] = await db
    .select({
      schools: sql<number>`count(*)::int`,
      registrations: sql<number>`count(${registrations.id})::int`,
      pendingRegistrations: sql<number>`(count(*) filter (where ${registrations.registrationStatus} = 'pending'))::int`,
      approvedRegistrations: sql<number>`(count(*) filter (where ${registrations.registrationStatus} = 'approved'))::int`,
      mentors: sql<number>`coalesce(sum(${mentorCounts.mentors}), 0)::int`,
      teams: sql<number>`coalesce(sum(${teamCounts.total}), 0)::int`,
      activeTeams: sql<number>`coalesce(sum(${teamCounts.active}), 0)::int`,
    })
    .from(schools)
    .leftJoin(registrations, eq(registrations.schoolCode, schools.code))
    .leftJoin(mentorCounts, eq(mentorCounts.schoolCode, schools.code))
    .leftJoin(teamCounts, eq(teamCounts.schoolCode, schools.code))
    .where(scope.schools(schools.code));
  return row!;
}
