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
import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { paginate, searchCondition, type SortMap } from '../../../common/paging';
import { queryRows, type DbOrTx, type ReaderScope } from '../../../database';
import { mentors, registrations, schools, teamMembers, teams } from '../../../database/schema';
import type { AdminSchoolsQueryDto } from '../dto/admin-list-queries.dto';
import { EXPORT_BATCH_SIZE, type AdminListSource, type ExportColumn, type ExportSource } from './list-source';
import { intSql, outer, regionCondition } from './sql';

/*
 * A school's participation, as correlated counts: PostgreSQL computes them only for the rows of
 * the page (after the sort and limit) unless a filter or the sort needs them for every school.
 * One registration per school (unique school_code), so registrationCount is 0 or 1.
 */
const registrationCount = intSql(sql`case when ${registrations.id} is null then 0 else 1 end`);
const teamCount = intSql(sql`select count(*) from ${teams} as st where st.school_code = ${outer(schools.code)}`);
const mentorCount = intSql(sql`select count(*) from ${mentors} as sm where sm.school_code = ${outer(schools.code)}`);
const studentCount = intSql(
  sql`select count(*) from ${teamMembers} as sp join ${teams} as spt on spt.id = sp.team_id where spt.school_code = ${outer(schools.code)}`,
);
/** Spec section 9: 2 x registrations + 3 x teams + 1 x mentors, clamped 0 to 100. */
const activityScore = intSql(sql`least(100, greatest(0, 2 * ${registrationCount} + 3 * ${teamCount} + ${mentorCount}))`);
/** Spec section 4: registrations plus students. */
const totalParticipants = intSql(sql`${registrationCount} + ${studentCount}`);

const COLUMNS = {
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
  registrationCount,
  teamCount,
  mentorCount,
  studentCount,
};

const SORTABLE: SortMap<AdminSchoolSort> = {
  schoolCode: schools.code,
  schoolName: schools.name,
  district: schools.district,
  state: schools.state,
  region: schools.region,
  teamCount,
  studentCount,
  activityScore,
  totalParticipants,
};

function activityCondition(level: SchoolActivityLevel | undefined): SQL | undefined {
  switch (level) {
    case 'high':
      return sql`${activityScore} >= ${SCHOOL_ACTIVITY_MIN.high}`;
    case 'medium':
      return sql`${activityScore} >= ${SCHOOL_ACTIVITY_MIN.medium} and ${activityScore} < ${SCHOOL_ACTIVITY_MIN.high}`;
    case 'low':
      return sql`${activityScore} >= ${SCHOOL_ACTIVITY_MIN.low} and ${activityScore} < ${SCHOOL_ACTIVITY_MIN.medium}`;
    case 'inactive':
      return sql`${activityScore} < ${SCHOOL_ACTIVITY_MIN.low}`;
    default:
      return undefined;
  }
}

function statusCondition(status: SchoolActivityStatus | undefined): SQL | undefined {
  switch (status) {
    case 'high-activity':
      return sql`${totalParticipants} >= ${SCHOOL_STATUS_MIN.high}`;
    case 'medium-activity':
      return sql`${totalParticipants} >= ${SCHOOL_STATUS_MIN.medium} and ${totalParticipants} < ${SCHOOL_STATUS_MIN.high}`;
    case 'low-activity':
      return sql`${totalParticipants} > 0 and ${totalParticipants} < ${SCHOOL_STATUS_MIN.medium}`;
    case 'inactive':
      return sql`${totalParticipants} = 0`;
    default:
      return undefined;
  }
}

/** Scope, search (code, name, district, region) and filters. */
function where(scope: ReaderScope, q: AdminSchoolsQueryDto): SQL | undefined {
  return and(
    scope.schools(schools.code),
    searchCondition([schools.code, schools.name, schools.district, schools.region], q.search),
    regionCondition(schools.region, q.region),
    q.registration === 'registered' ? isNotNull(registrations.id) : q.registration === 'not_registered' ? isNull(registrations.id) : undefined,
    activityCondition(q.activity),
    statusCondition(q.status),
  );
}

function select(db: DbOrTx, condition: SQL | undefined) {
  return db.select(COLUMNS).from(schools).leftJoin(registrations, eq(registrations.schoolCode, schools.code)).where(condition).$dynamic();
}

type SchoolListRow = Awaited<ReturnType<typeof select>>[number];

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
    const page = await paginate(db, {
      query: select(db, where(scope, q)),
      page: q.page,
      limit: q.limit,
      sortable: SORTABLE,
      sort: q.sort,
      order: q.order,
      defaultSort: { key: 'schoolCode', order: 'asc' },
      tiebreaker: schools.code,
    });
    return { items: page.items.map(toRow), pagination: page.pagination };
  },

  /** One statement: per-school counts from grouped joins (cheaper than correlated counts over every school). */
  async counters(db, scope): Promise<AdminSchoolCounters> {
    const [row] = await queryRows<Record<string, number>>(
      db,
      sql`with per_school as (
          select (${registrations.id} is not null)::int as reg,
                 coalesce(tc.n, 0)::int as teams, coalesce(mc.n, 0)::int as mentors, coalesce(pc.n, 0)::int as students
          from ${schools}
          left join ${registrations} on ${registrations.schoolCode} = ${schools.code}
          left join (select school_code, count(*) as n from ${teams} group by school_code) as tc on tc.school_code = ${schools.code}
          left join (select school_code, count(*) as n from ${mentors} group by school_code) as mc on mc.school_code = ${schools.code}
          left join (select pt.school_code, count(*) as n from ${teamMembers} as pm join ${teams} as pt on pt.id = pm.team_id group by pt.school_code) as pc
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
    const r = row ?? {};
    const n = (key: string) => Number(r[key] ?? 0);
    const byActivity = Object.fromEntries(SCHOOL_ACTIVITY_LEVELS.map((level) => [level, n(`a_${level}`)])) as Record<SchoolActivityLevel, number>;
    const statusKey: Record<SchoolActivityStatus, string> = { 'high-activity': 's_high', 'medium-activity': 's_medium', 'low-activity': 's_low', inactive: 's_inactive' };
    const byStatus = Object.fromEntries(SCHOOL_STATUSES.map((status) => [status, n(statusKey[status])])) as Record<SchoolActivityStatus, number>;
    return { total: n('total'), registered: n('registered'), notRegistered: n('total') - n('registered'), withTeams: n('with_teams'), byActivity, byStatus };
  },

  /** In school code order, keyset on the code (the primary key). */
  exportSource(db, scope, q): ExportSource<AdminSchoolRow> {
    const condition = where(scope, q);
    return {
      columns: EXPORT_COLUMNS,
      async batch(cursor) {
        const rows = await select(db, and(condition, cursor === null ? undefined : gt(schools.code, cursor)))
          .orderBy(asc(schools.code))
          .limit(EXPORT_BATCH_SIZE);
        return { rows: rows.map(toRow), next: rows.length === EXPORT_BATCH_SIZE ? rows[rows.length - 1]!.code : null };
      },
    };
  },
};
