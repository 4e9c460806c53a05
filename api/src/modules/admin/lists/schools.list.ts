import {
  regionGroupOf,
  SCHOOL_ACTIVITY_LEVELS,
  SCHOOL_ACTIVITY_MIN,
  SCHOOL_STATUS_MIN,
  SCHOOL_STATUSES,
  schoolActivityLevel,
  schoolActivityStatus,
  type AdminSchoolCounters,
  type AdminSchoolRow,
  type AdminSchoolSort,
  type Paginated,
  type SchoolActivityLevel,
  type SchoolActivityStatus,
} from '@hackathon/contracts';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { regionCondition } from '../../../common/paging';
import type { DbOrTx, ReaderScope } from '../../../database';
import { mentors, registrations, schools, teamMemberCounts, teams } from '../../../database/schema';
import type { AdminSchoolsQueryDto } from '../dto/admin-list-queries.dto';
import { counterRow, keysetExport, listPage, matchOwn, searchCondition, type ListSorting, type SearchPart } from './list-kit';
import type { AdminListSource, ExportColumn, ExportSource } from './list-source';
import { aliased, intSql, outer } from './sql';

/*
 * A school's participation. Two ways to count, the same numbers:
 * - correlated sub-selects per school: PostgreSQL computes them only for the rows of the page
 *   (after the sort and limit), the cheap way when neither a filter nor the sort needs them;
 * - grouped counts joined to every school: one pass over teams, mentors (and members), the cheap
 *   way when a filter (activity, status) or the sort needs the counts of every school.
 * One registration per school (unique school_code), so registrationCount is 0 or 1.
 */
interface Counts {
  registrationCount: SQL<number>;
  teamCount: SQL<number>;
  mentorCount: SQL<number>;
  studentCount: SQL<number>;
}

const registrationCount = intSql(sql`case when ${registrations.id} is null then 0 else 1 end`);

const CORRELATED: Counts = {
  registrationCount,
  teamCount: intSql(sql`select count(*) from ${teams} as st where st.school_code = ${outer(schools.code)}`),
  mentorCount: intSql(sql`select count(*) from ${mentors} as sm where sm.school_code = ${outer(schools.code)}`),
  studentCount: intSql(
    sql`select coalesce(sum(sp.members), 0) from ${teams} as spt join ${teamMemberCounts} as sp on sp.team_id = spt.id where spt.school_code = ${outer(schools.code)}`,
  ),
};

const teamsPerSchool = sql`(select school_code, count(*) as n from ${teams} group by school_code) as school_teams`;
const mentorsPerSchool = sql`(select school_code, count(*) as n from ${mentors} group by school_code) as school_mentors`;
// team sizes kept by the database (team_member_counts, migration 0013), not a count of every member
const studentsPerSchool = sql`(select pt.school_code, sum(pm.members) as n from ${teamMemberCounts} as pm join ${teams} as pt on pt.id = pm.team_id group by pt.school_code) as school_students`;

/** The grouped counts (students only when asked: their count is the dearest). */
function grouped(withStudents: boolean): Counts {
  return {
    registrationCount,
    teamCount: intSql(sql`coalesce(school_teams.n, 0)`),
    mentorCount: intSql(sql`coalesce(school_mentors.n, 0)`),
    studentCount: withStudents ? intSql(sql`coalesce(school_students.n, 0)`) : CORRELATED.studentCount,
  };
}

/** Spec section 9: 2 x registrations + 3 x teams + 1 x mentors, clamped 0 to 100. */
const activityScoreOf = (c: Counts) => intSql(sql`least(100, greatest(0, 2 * ${c.registrationCount} + 3 * ${c.teamCount} + ${c.mentorCount}))`);
/** Spec section 4: registrations plus students. */
const totalParticipantsOf = (c: Counts) => intSql(sql`${c.registrationCount} + ${c.studentCount}`);

const SORTS_NEEDING_COUNTS: readonly AdminSchoolSort[] = ['teamCount', 'studentCount', 'activityScore', 'totalParticipants'];
const SORTS_NEEDING_STUDENTS: readonly AdminSchoolSort[] = ['studentCount', 'totalParticipants'];

/**
 * How a page counts: grouped when a filter or the sort needs every school's counts. (An export
 * always counts per school: it reads the schools in code order, a batch at a time.)
 */
function countsFor(q: AdminSchoolsQueryDto, forExport: boolean): { counts: Counts; grouped: boolean; withStudents: boolean } {
  if (forExport) return { counts: CORRELATED, grouped: false, withStudents: false };
  const sort = q.sort as AdminSchoolSort | undefined;
  const withStudents = Boolean(q.status) || (sort !== undefined && SORTS_NEEDING_STUDENTS.includes(sort));
  const isGrouped = withStudents || Boolean(q.activity) || (sort !== undefined && SORTS_NEEDING_COUNTS.includes(sort));
  return { counts: isGrouped ? grouped(withStudents) : CORRELATED, grouped: isGrouped, withStudents };
}

function sortingOf(c: Counts): ListSorting<AdminSchoolSort> {
  return {
    sortable: {
      schoolCode: schools.code,
      schoolName: schools.name,
      district: schools.district,
      state: schools.state,
      region: schools.region,
      teamCount: c.teamCount,
      studentCount: c.studentCount,
      activityScore: activityScoreOf(c),
      totalParticipants: totalParticipantsOf(c),
    },
    defaultSort: { key: 'schoolCode', order: 'asc' },
    tiebreaker: schools.code,
  };
}

function activityCondition(c: Counts, level: SchoolActivityLevel | undefined): SQL | undefined {
  const score = activityScoreOf(c);
  switch (level) {
    case 'high':
      return sql`${score} >= ${SCHOOL_ACTIVITY_MIN.high}`;
    case 'medium':
      return sql`${score} >= ${SCHOOL_ACTIVITY_MIN.medium} and ${score} < ${SCHOOL_ACTIVITY_MIN.high}`;
    case 'low':
      return sql`${score} >= ${SCHOOL_ACTIVITY_MIN.low} and ${score} < ${SCHOOL_ACTIVITY_MIN.medium}`;
    case 'inactive':
      return sql`${score} < ${SCHOOL_ACTIVITY_MIN.low}`;
    default:
      return undefined;
  }
}

function statusCondition(c: Counts, status: SchoolActivityStatus | undefined): SQL | undefined {
  const participants = totalParticipantsOf(c);
  switch (status) {
    case 'high-activity':
      return sql`${participants} >= ${SCHOOL_STATUS_MIN.high}`;
    case 'medium-activity':
      return sql`${participants} >= ${SCHOOL_STATUS_MIN.medium} and ${participants} < ${SCHOOL_STATUS_MIN.high}`;
    case 'low-activity':
      return sql`${participants} > 0 and ${participants} < ${SCHOOL_STATUS_MIN.medium}`;
    case 'inactive':
      return sql`${participants} = 0`;
    default:
      return undefined;
  }
}

/** Search over the school: code, name, district, region. */
const SEARCH: readonly SearchPart[] = [matchOwn(schools.code, 'ss', [schools.code, schools.name, schools.district, schools.region])];

/** Scope, search and filters. */
function where(scope: ReaderScope, q: AdminSchoolsQueryDto, c: Counts, search: SQL | undefined): SQL | undefined {
  return and(
    scope.schools(schools.code),
    search,
    regionCondition(schools.region, q.region),
    q.registration === 'registered' ? isNotNull(registrations.id) : q.registration === 'not_registered' ? isNull(registrations.id) : undefined,
    activityCondition(c, q.activity),
    statusCondition(c, q.status),
  );
}

/** The list's rows for this query: the directory with its registration, and the counts joined when grouped. */
function select(db: DbOrTx, scope: ReaderScope, q: AdminSchoolsQueryDto, search: SQL | undefined, forExport = false, extra?: SQL) {
  const { counts, grouped: isGrouped, withStudents } = countsFor(q, forExport);
  const columns = {
    code: schools.code,
    name: schools.name,
    district: schools.district,
    state: schools.state,
    region: schools.region,
    zone: schools.zone,
    city: schools.city,
    email: schools.email,
    contactNumber: schools.contactNumber,
    registrationStatus: registrations.registrationStatus,
    paymentStatus: registrations.paymentStatus,
    ...counts,
  };
  let query = db.select(columns).from(schools).leftJoin(registrations, eq(registrations.schoolCode, schools.code)).$dynamic();
  if (isGrouped) {
    query = query
      .leftJoin(teamsPerSchool, sql`school_teams.school_code = ${schools.code}`)
      .leftJoin(mentorsPerSchool, sql`school_mentors.school_code = ${schools.code}`);
    if (withStudents) query = query.leftJoin(studentsPerSchool, sql`school_students.school_code = ${schools.code}`);
  }
  return { query: query.where(and(where(scope, q, counts, search), extra)), counts };
}

type SchoolListQuery = ReturnType<typeof select>['query'];
type SchoolListRow = Awaited<SchoolListQuery>[number];

/** The derived fields, computed once from the counts (the same formula as the SQL filters). */
function toRow(r: SchoolListRow): AdminSchoolRow {
  const score = Math.min(100, Math.max(0, 2 * r.registrationCount + 3 * r.teamCount + r.mentorCount));
  const participants = r.registrationCount + r.studentCount;
  return {
    schoolCode: r.code,
    schoolName: r.name,
    kvCode: r.code,
    kvName: r.name,
    district: r.district,
    state: r.state,
    region: r.region,
    zone: r.zone,
    city: r.city,
    email: r.email,
    contactNumber: r.contactNumber,
    regionGroup: regionGroupOf(r.region),
    registered: r.registrationCount > 0,
    registrationStatus: r.registrationStatus ?? null,
    paymentStatus: r.paymentStatus ?? null,
    registrationCount: r.registrationCount,
    teamCount: r.teamCount,
    mentorCount: r.mentorCount,
    studentCount: r.studentCount,
    totalParticipants: participants,
    activityScore: score,
    activityLevel: schoolActivityLevel(score),
    status: schoolActivityStatus(participants),
  };
}

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<AdminSchoolRow>> = [
  { header: 'School Code', value: (r) => r.schoolCode },
  { header: 'School Name', value: (r) => r.schoolName },
  { header: 'District', value: (r) => r.district },
  { header: 'State', value: (r) => r.state },
  { header: 'Region', value: (r) => r.region },
  { header: 'Zone', value: (r) => r.zone },
  { header: 'City', value: (r) => r.city },
  { header: 'Email', value: (r) => r.email },
  { header: 'Contact Number', value: (r) => r.contactNumber },
  { header: 'Registered', value: (r) => (r.registered ? 'Yes' : 'No') },
  { header: 'Registration Status', value: (r) => r.registrationStatus },
  { header: 'Payment Status', value: (r) => r.paymentStatus },
  { header: 'Teams', value: (r) => r.teamCount },
  { header: 'Mentors', value: (r) => r.mentorCount },
  { header: 'Students', value: (r) => r.studentCount },
  { header: 'Total Participants', value: (r) => r.totalParticipants },
  { header: 'Activity Score', value: (r) => r.activityScore },
  { header: 'Activity Level', value: (r) => r.activityLevel },
  { header: 'Status', value: (r) => r.status },
];

export const schoolsList: AdminListSource<AdminSchoolsQueryDto, AdminSchoolRow, AdminSchoolCounters, AdminSchoolRow> = {
  async page(db, scope, q): Promise<Paginated<AdminSchoolRow>> {
    const { query, counts } = select(db, scope, q, await searchCondition(db, q.search, SEARCH));
    return listPage(db, query, q, sortingOf(counts), (rows) => rows.map(toRow));
  },

  /** One statement: per-school counts from grouped joins (cheaper than correlated counts over every school). */
  async counters(db, scope): Promise<AdminSchoolCounters> {
    const { n } = await counterRow(
      db,
      sql`with per_school as (
          select (${registrations.id} is not null)::int as reg,
                 coalesce(tc.n, 0)::int as teams, coalesce(mc.n, 0)::int as mentors, coalesce(pc.n, 0)::int as students
          from ${schools}
          left join ${registrations} on ${registrations.schoolCode} = ${schools.code}
          left join (select ct.school_code, count(*) as n from ${teams} as ct where ${scope.schools(aliased('ct', teams.schoolCode))} group by ct.school_code) as tc
            on tc.school_code = ${schools.code}
          left join (select cm.school_code, count(*) as n from ${mentors} as cm where ${scope.schools(aliased('cm', mentors.schoolCode))} group by cm.school_code) as mc
            on mc.school_code = ${schools.code}
          left join (select pt.school_code, sum(pm.members) as n from ${teamMemberCounts} as pm join ${teams} as pt on pt.id = pm.team_id
                     where ${scope.schools(aliased('pt', teams.schoolCode))} group by pt.school_code) as pc
            on pc.school_code = ${schools.code}
          where ${scope.schools(schools.code)}
        ), scored as (
          select reg, teams, least(100, greatest(0, 2 * reg + 3 * teams + mentors)) as score, reg + students as participants from per_school
        )
        select count(*)::int as total, count(*) filter (where reg = 1)::int as registered, count(*) filter (where teams > 0)::int as with_teams,
          count(*) filter (where score >= ${SCHOOL_ACTIVITY_MIN.high})::int as a_high,
          count(*) filter (where score >= ${SCHOOL_ACTIVITY_MIN.medium} and score < ${SCHOOL_ACTIVITY_MIN.high})::int as a_medium,
          count(*) filter (where score >= ${SCHOOL_ACTIVITY_MIN.low} and score < ${SCHOOL_ACTIVITY_MIN.medium})::int as a_low,
          count(*) filter (where score < ${SCHOOL_ACTIVITY_MIN.low})::int as a_inactive,
          count(*) filter (where participants >= ${SCHOOL_STATUS_MIN.high})::int as s_high,
          count(*) filter (where participants >= ${SCHOOL_STATUS_MIN.medium} and participants < ${SCHOOL_STATUS_MIN.high})::int as s_medium,
          count(*) filter (where participants > 0 and participants < ${SCHOOL_STATUS_MIN.medium})::int as s_low,
          count(*) filter (where participants = 0)::int as s_inactive
        from scored`,
    );
    const byActivity = Object.fromEntries(SCHOOL_ACTIVITY_LEVELS.map((level) => [level, n(`a_${level}`)])) as Record<SchoolActivityLevel, number>;
    const statusKey: Record<SchoolActivityStatus, string> = { 'high-activity': 's_high', 'medium-activity': 's_medium', 'low-activity': 's_low', inactive: 's_inactive' };
    const byStatus = Object.fromEntries(SCHOOL_STATUSES.map((status) => [status, n(statusKey[status])])) as Record<SchoolActivityStatus, number>;
    return { total: n('total'), registered: n('registered'), notRegistered: n('total') - n('registered'), withTeams: n('with_teams'), byActivity, byStatus };
  },

  /** In school code order, keyset on the code (the primary key). */
  async exportSource(db, scope, q): Promise<ExportSource<AdminSchoolRow>> {
    const search = await searchCondition(db, q.search, SEARCH);
    return keysetExport<SchoolListQuery, AdminSchoolRow>({
      columns: EXPORT_COLUMNS,
      key: schools.code,
      rows: (after) => select(db, scope, q, search, true, after).query,
      cursorOf: (r) => r.code,
      toRow,
    });
  },
};
