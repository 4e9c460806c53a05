import type { PaymentStatus, RegionDashboardStats, RegionSchoolSummary } from '@hackathon/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, ReaderScope } from '../../database';
import { mentors, registrations, schools, teamMembers, teams } from '../../database/schema';
import { participatingSql } from '../admin';

/** Per-school counts of mentors, teams (by category, participating) and students, each one grouped sub-query. */
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
      jr: sql<number>`(count(*) filter (where ${teams.category} = 'jr'))::int`.as('team_jr'),
      sr: sql<number>`(count(*) filter (where ${teams.category} = 'sr'))::int`.as('team_sr'),
      active: sql<number>`(count(*) filter (where ${teams.status} in (${participatingSql()})))::int`.as('team_active'),
    })
    .from(teams)
    .where(scope.schools(teams.schoolCode))
    .groupBy(teams.schoolCode)
    .as('tc');
  const studentCounts = db
    .select({ schoolCode: teams.schoolCode, students: sql<number>`count(*)::int`.as('student_count') })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(scope.schools(teams.schoolCode))
    .groupBy(teams.schoolCode)
    .as('sc');
  return { mentorCounts, teamCounts, studentCounts };
}

/** The region summary table: every school in the caller's scope with its counts, in one statement. */
export async function regionSchoolSummaries(db: DbOrTx, scope: ReaderScope): Promise<RegionSchoolSummary[]> {
  const { mentorCounts, teamCounts, studentCounts } = perSchoolCounts(db, scope);
  const rows = await db
    .select({
      kvCode: schools.code,
      kvName: schools.name,
      region: schools.region,
      district: schools.district,
      zone: schools.zone,
      registered: sql<boolean>`(${registrations.id} is not null)`,
      paymentStatus: registrations.paymentStatus,
      mentors: sql<number>`coalesce(${mentorCounts.mentors}, 0)`,
      jrTeams: sql<number>`coalesce(${teamCounts.jr}, 0)`,
      srTeams: sql<number>`coalesce(${teamCounts.sr}, 0)`,
      totalTeams: sql<number>`coalesce(${teamCounts.total}, 0)`,
      totalStudents: sql<number>`coalesce(${studentCounts.students}, 0)`,
    })
    .from(schools)
    .leftJoin(registrations, eq(registrations.schoolCode, schools.code))
    .leftJoin(mentorCounts, eq(mentorCounts.schoolCode, schools.code))
    .leftJoin(teamCounts, eq(teamCounts.schoolCode, schools.code))
    .leftJoin(studentCounts, eq(studentCounts.schoolCode, schools.code))
    .where(scope.schools(schools.code))
    .orderBy(asc(schools.code));
  return rows.map((row) => ({
    kvCode: row.kvCode,
    kvName: row.kvName,
    registered: row.registered,
    mentors: Number(row.mentors),
    jrTeams: Number(row.jrTeams),
    srTeams: Number(row.srTeams),
    totalTeams: Number(row.totalTeams),
    totalStudents: Number(row.totalStudents),
    paymentStatus: (row.paymentStatus as PaymentStatus | null) ?? null,
    region: row.region,
    district: row.district,
    zone: row.zone,
  }));
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
