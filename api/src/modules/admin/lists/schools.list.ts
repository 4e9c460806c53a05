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
import type { DbOrTx } from '../../../database';
import type { ReaderScope, AdminListSource, ExportColumn, ExportSource } from '../../../kernel';
import { registrations, schoolCounts, schools } from '../../../database/schema';
import type { AdminSchoolsQueryDto } from '../dto/admin-list-queries.dto';
import { counterRow, keysetExport, listPage, matchOwn, search, listSearchCondition, type ListSorting, type SearchPart, aliased, intSql, SCHOOL_COLUMNS } from '../../../kernel';
import { schoolPlaceColumns } from './export-columns';

/*
 * A school's participation: its teams, mentors and students from the figures the database keeps
 * per school (school_counts, migration 0015; a school without a row has none), one row joined per
 * school, whether the page, a filter (activity, status) or the sort needs them. One registration
 * per school (unique school_code), so registrationCount is 0 or 1.
 */
interface Counts {
  registrationCount: SQL<number>;
  teamCount: SQL<number>;
  mentorCount: SQL<number>;
  studentCount: SQL<number>;
}

const COUNTS: Counts = {
  registrationCount: intSql(sql`case when ${registrations.id} is null then 0 else 1 end`),
  teamCount: intSql(sql`coalesce(kept.teams, 0)`),
  mentorCount: intSql(sql`coalesce(kept.mentors, 0)`),
  studentCount: intSql(sql`coalesce(kept.students, 0)`),
};

/** Spec section 9: 2 x registrations + 3 x teams + 1 x mentors, clamped 0 to 100. */
const activityScoreOf = (c: Counts) => intSql(sql`least(100, greatest(0, 2 * ${c.registrationCount} + 3 * ${c.teamCount} + ${c.mentorCount}))`);
/** Spec section 4: registrations plus students. */
const totalParticipantsOf = (c: Counts) => intSql(sql`${c.registrationCount} + ${c.studentCount}`);

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
const SEARCH: readonly SearchPart[] = [
  matchOwn(schools.code, 'ss', [schools.code, schools.name, schools.district, schools.region], (scope) => scope.schools(aliased('ss', schools.code))),
];

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

/** The list's rows for this query: the directory with its registration and its kept counts. */
function select(db: DbOrTx, scope: ReaderScope, q: AdminSchoolsQueryDto, search: SQL | undefined, extra?: SQL) {
  const columns = {
    ...SCHOOL_COLUMNS,
    email: schools.email,
    contactNumber: schools.contactNumber,
    registrationStatus: registrations.registrationStatus,
    paymentStatus: registrations.paymentStatus,
    ...COUNTS,
  };
  const query = db
    .select(columns)
    .from(schools)
    .leftJoin(registrations, eq(registrations.schoolCode, schools.code))
    .leftJoin(sql`${schoolCounts} as kept`, sql`kept.school_code = ${schools.code}`)
    .where(and(where(scope, q, COUNTS, search), extra))
    .$dynamic();
  return { query, counts: COUNTS };
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
  ...schoolPlaceColumns<AdminSchoolRow>(),
  { header: 'mail.csv.city', value: (r) => r.city },
  { header: 'mail.csv.email', value: (r) => r.email },
  { header: 'mail.csv.contactNumber', value: (r) => r.contactNumber },
  { header: 'mail.csv.registered', value: (r) => (r.registered ? 'Yes' : 'No') },
  { header: 'mail.csv.registrationStatus', value: (r) => r.registrationStatus },
  { header: 'mail.csv.paymentStatus', value: (r) => r.paymentStatus },
  { header: 'mail.csv.teams', value: (r) => r.teamCount },
  { header: 'mail.csv.mentors', value: (r) => r.mentorCount },
  { header: 'mail.csv.students', value: (r) => r.studentCount },
  { header: 'mail.csv.totalParticipants', value: (r) => r.totalParticipants },
  { header: 'mail.csv.activityScore', value: (r) => r.activityScore },
  { header: 'mail.csv.activityLevel', value: (r) => r.activityLevel },
  { header: 'mail.csv.status', value: (r) => r.status },
];

export const schoolsList: AdminListSource<AdminSchoolsQueryDto, AdminSchoolRow, AdminSchoolCounters, AdminSchoolRow> = {
  async page(db, scope, q): Promise<Paginated<AdminSchoolRow>> {
    const found = await search(db, q.search, SEARCH, scope);
    const { query, counts } = select(db, scope, q, found?.condition);
    const counted = found && { atMost: found.atMost, query: select(db, scope, q, found.forCount).query };
    return listPage(db, query, q, sortingOf(counts), (rows) => rows.map(toRow), counted);
  },

  /**
   * One statement over each school's registration, teams, mentors and students as the database
   * keeps them (school_counts, migrations 0015 and 0018), instead of joining the schools to their
   * registrations (wide rows). Over everything, the kept rows alone beside the number of schools:
   * a school without a row has none of them (a score of 0, no participants). Over a region or a
   * school, its schools, each with its row.
   */
  async counters(db, scope): Promise<AdminSchoolCounters> {
    const narrowing = scope.schoolFilter(schools.code);
    const perSchool = narrowing
      ? sql`select coalesce(kept.registrations, 0) as registrations, coalesce(kept.teams, 0) as teams, coalesce(kept.mentors, 0) as mentors,
            coalesce(kept.students, 0) as students
          from ${schools} left join ${schoolCounts} as kept on kept.school_code = ${schools.code} where ${narrowing}`
      : sql`select kept.registrations, kept.teams, kept.mentors, kept.students from ${schoolCounts} as kept`;
    const { n } = await counterRow(
      db,
      sql`select ${narrowing ? sql`count(*)` : sql`(select count(*) from ${schools})`}::int as total, count(*)::int as counted,
          count(*) filter (where reg = 1)::int as registered, count(*) filter (where teams > 0)::int as with_teams,
          count(*) filter (where score >= ${SCHOOL_ACTIVITY_MIN.high})::int as a_high,
          count(*) filter (where score >= ${SCHOOL_ACTIVITY_MIN.medium} and score < ${SCHOOL_ACTIVITY_MIN.high})::int as a_medium,
          count(*) filter (where score >= ${SCHOOL_ACTIVITY_MIN.low} and score < ${SCHOOL_ACTIVITY_MIN.medium})::int as a_low,
          count(*) filter (where score < ${SCHOOL_ACTIVITY_MIN.low})::int as a_inactive,
          count(*) filter (where participants >= ${SCHOOL_STATUS_MIN.high})::int as s_high,
          count(*) filter (where participants >= ${SCHOOL_STATUS_MIN.medium} and participants < ${SCHOOL_STATUS_MIN.high})::int as s_medium,
          count(*) filter (where participants > 0 and participants < ${SCHOOL_STATUS_MIN.medium})::int as s_low,
          count(*) filter (where participants = 0)::int as s_inactive
        from (select reg, teams, least(100, greatest(0, 2 * reg + 3 * teams + mentors)) as score, reg + students as participants
              from (select (registrations > 0)::int as reg, teams, mentors, students from (${perSchool}) as kept_rows) as per_school
              -- a fence: each school's score computed once, not once per tile
              offset 0) as scored`,
    );
    // the schools without a kept row (over everything): in the tiles of a score and participants of 0
    const unkept = n('total') - n('counted');
    const byActivity = Object.fromEntries(SCHOOL_ACTIVITY_LEVELS.map((level) => [level, n(`a_${level}`)])) as Record<SchoolActivityLevel, number>;
    byActivity[schoolActivityLevel(0)] += unkept;
    const statusKey: Record<SchoolActivityStatus, string> = { 'high-activity': 's_high', 'medium-activity': 's_medium', 'low-activity': 's_low', inactive: 's_inactive' };
    const byStatus = Object.fromEntries(SCHOOL_STATUSES.map((status) => [status, n(statusKey[status])])) as Record<SchoolActivityStatus, number>;
    byStatus[schoolActivityStatus(0)] += unkept;
    return { total: n('total'), registered: n('registered'), notRegistered: n('total') - n('registered'), withTeams: n('with_teams'), byActivity, byStatus };
  },

  /** In school code order, keyset on the code (the primary key). */
  async exportSource(db, scope, q): Promise<ExportSource<AdminSchoolRow>> {
    const search = await listSearchCondition(db, q.search, SEARCH, scope);
    return keysetExport<SchoolListQuery, AdminSchoolRow>({
      columns: EXPORT_COLUMNS,
      key: schools.code,
      rows: (after) => select(db, scope, q, search, after).query,
      cursorOf: (r) => r.code,
      toRow,
    });
  },
};
