import {
  paginationOf,
  regionPaymentStatusLabel,
  type PaymentStatus,
  type Paginated,
  type RegionSchoolSummary,
  type RegionSummarySort,
} from '@hackathon/contracts';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { paginate, regionCondition, type SortMap } from '../../../common/paging';
import type { DbOrTx, ReaderScope } from '../../../database';
import { mentors, registrations, schools, teamMemberCounts, teams } from '../../../database/schema';
import { intSql, listSearchCondition, matchOwn, outer, type ExportColumn, type ExportSource, type SearchPart } from '../../admin';
import type { RegionSummaryQueryDto } from '../dto/region-summary-query.dto';

/*
 * The Summary by School / Region Summary table: every school of the caller's scope with its
 * registration, payment status and counts, searched, filtered, sorted and paged in SQL.
 *
 * Two ways to count, the same numbers (as the admin school list):
 * - correlated sub-selects per school: PostgreSQL computes them for the rows of the page only
 *   (after the sort and limit), each one an index probe ((school_code, ...) unique keys); the
 *   category and mentor filters are then EXISTS probes;
 * - grouped counts of the listed schools (scope, search, region) joined to them: one pass over
 *   their teams (with their sizes) and mentors, when the sort needs every listed school's counts (and for
 *   the export); the filters then read the counts.
 */

interface Counts {
  mentors: SQL<number>;
  jrTeams: SQL<number>;
  srTeams: SQL<number>;
  totalTeams: SQL<number>;
  totalStudents: SQL<number>;
}

const school = outer(schools.code);

const CORRELATED: Counts = {
  mentors: intSql(sql`select count(*) from ${mentors} as sm where sm.school_code = ${school}`),
  jrTeams: intSql(sql`select count(*) from ${teams} as st where st.school_code = ${school} and st.category = 'jr'`),
  srTeams: intSql(sql`select count(*) from ${teams} as st where st.school_code = ${school} and st.category = 'sr'`),
  totalTeams: intSql(sql`select count(*) from ${teams} as st where st.school_code = ${school}`),
  totalStudents: intSql(
    sql`select coalesce(sum(sp.members), 0) from ${teams} as spt join ${teamMemberCounts} as sp on sp.team_id = spt.id where spt.school_code = ${school}`,
  ),
};

const GROUPED: Counts = {
  mentors: intSql(sql`coalesce(summary_mentors.n, 0)`),
  jrTeams: intSql(sql`coalesce(summary_teams.jr, 0)`),
  srTeams: intSql(sql`coalesce(summary_teams.sr, 0)`),
  totalTeams: intSql(sql`coalesce(summary_teams.n, 0)`),
  totalStudents: intSql(sql`coalesce(summary_teams.students, 0)`),
};

/**
 * The grouped counts, each over the schools the page can show: `listed` is the scope, search and
 * region filter as a condition on `schools`, so a region admin's pass (or a searched one) reads
 * the teams, mentors and members of those schools only.
 */
function groupedJoins(listed: SQL | undefined) {
  // every school (the super admin, no search, no region): no restriction to join
  const inListed = (column: string) => (listed ? sql`${sql.raw(column)} in (select ${outer(schools.code)} from ${schools} where ${listed})` : sql`true`);
  return {
    // students from the team sizes the database keeps (team_member_counts), in the same pass over the teams
    teams: sql`(select gt.school_code, count(*) as n, count(*) filter (where gt.category = 'jr') as jr, count(*) filter (where gt.category = 'sr') as sr,
        sum(gtc.members) as students
      from ${teams} as gt left join ${teamMemberCounts} as gtc on gtc.team_id = gt.id where ${inListed('gt.school_code')} group by gt.school_code) as summary_teams`,
    mentors: sql`(select gm.school_code, count(*) as n from ${mentors} as gm where ${inListed('gm.school_code')} group by gm.school_code) as summary_mentors`,
  };
}

const SORTS_NEEDING_COUNTS: readonly RegionSummarySort[] = ['mentors', 'jrTeams', 'srTeams', 'totalTeams', 'totalStudents'];

const registered = sql<boolean>`(${registrations.id} is not null)`;

/**
 * The payment column's order: no registration, not submitted, rejected, submitted (waiting),
 * verified; ascending reads from "nothing yet" to "done".
 */
const paymentRank = sql<number>`case ${registrations.paymentStatus} when 'not_submitted' then 1 when 'rejected' then 2 when 'submitted' then 3 when 'verified' then 4 else 0 end`;

function sortableOf(c: Counts): SortMap<RegionSummarySort> {
  return {
    kvCode: schools.code,
    kvName: schools.name,
    registered,
    mentors: c.mentors,
    jrTeams: c.jrTeams,
    srTeams: c.srTeams,
    totalTeams: c.totalTeams,
    totalStudents: c.totalStudents,
    paymentStatus: paymentRank,
  };
}

const DEFAULT_SORT = { key: 'kvCode', order: 'asc' } as const;

/** Search over the school code and name (the trigram indexes answer a rare term at once). */
const SEARCH: readonly SearchPart[] = [matchOwn(schools.code, 'rss', [schools.code, schools.name])];

/** Has a team of the category / a mentor: an EXISTS probe per school, or the grouped counts when they are joined anyway. */
function hasTeam(c: Counts, category: 'jr' | 'sr'): SQL {
  if (c === GROUPED) return sql`${category === 'jr' ? c.jrTeams : c.srTeams} > 0`;
  return sql`exists (select 1 from ${teams} as ct where ct.school_code = ${school} and ct.category = ${category})`;
}

function hasMentor(c: Counts): SQL {
  return c === GROUPED ? sql`${c.mentors} > 0` : sql`exists (select 1 from ${mentors} as cm where cm.school_code = ${school})`;
}

/** Spec section 4: a payment counts as submitted when its status is anything but not_submitted. */
function paymentCondition(payment: RegionSummaryQueryDto['payment']): SQL | undefined {
  if (payment === 'submitted') return and(isNotNull(registrations.id), sql`${registrations.paymentStatus} <> 'not_submitted'`);
  if (payment === 'not_submitted') return sql`(${registrations.id} is null or ${registrations.paymentStatus} = 'not_submitted')`;
  return undefined;
}

function categoryCondition(c: Counts, category: RegionSummaryQueryDto['category']): SQL | undefined {
  if (category === 'jr') return hasTeam(c, 'jr');
  if (category === 'sr') return hasTeam(c, 'sr');
  if (category === 'both') return and(hasTeam(c, 'jr'), hasTeam(c, 'sr'));
  return undefined;
}

function mentorCondition(c: Counts, filter: RegionSummaryQueryDto['mentors']): SQL | undefined {
  if (filter === 'with') return hasMentor(c);
  if (filter === 'without') return sql`not ${hasMentor(c)}`;
  return undefined;
}

/** The schools the summary can list: scope (from the token), search and region (conditions on `schools` alone); undefined for every school. */
function listedSchools(scope: ReaderScope, q: RegionSummaryQueryDto, search: SQL | undefined): SQL | undefined {
  const region = regionCondition(schools.region, q.region);
  if (scope.isEverything && !search && !region) return undefined;
  return and(scope.schools(schools.code), search, region);
}

/** Those schools, then the filters on their registration and counts. */
function where(listed: SQL | undefined, q: RegionSummaryQueryDto, c: Counts): SQL | undefined {
  return and(
    listed,
    q.registration === 'registered' ? isNotNull(registrations.id) : q.registration === 'not_registered' ? isNull(registrations.id) : undefined,
    paymentCondition(q.payment),
    categoryCondition(c, q.category),
    mentorCondition(c, q.mentors),
  );
}

/**
 * The summary's rows: the directory with its registration, and the grouped counts joined when
 * the sort needs every listed school's counts (then also `total`, the count of the rows, by a
 * window over the same rows: the page and its total in one statement).
 */
function select(db: DbOrTx, scope: ReaderScope, q: RegionSummaryQueryDto, search: SQL | undefined, isGrouped: boolean) {
  const counts = isGrouped ? GROUPED : CORRELATED;
  const listed = listedSchools(scope, q, search);
  const columns = {
    code: schools.code,
    name: schools.name,
    region: schools.region,
    district: schools.district,
    zone: schools.zone,
    registered,
    paymentStatus: registrations.paymentStatus,
    ...counts,
    total: isGrouped ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`null`.mapWith(Number),
  };
  let query = db.select(columns).from(schools).leftJoin(registrations, eq(registrations.schoolCode, schools.code)).$dynamic();
  if (isGrouped) {
    const joins = groupedJoins(listed);
    query = query
      .leftJoin(joins.teams, sql`summary_teams.school_code = ${schools.code}`)
      .leftJoin(joins.mentors, sql`summary_mentors.school_code = ${schools.code}`);
  }
  return { query: query.where(where(listed, q, counts)), counts };
}

type SummaryQuery = ReturnType<typeof select>['query'];
type SummaryRow = Awaited<SummaryQuery>[number];

function toRow(r: SummaryRow): RegionSchoolSummary {
  return {
    kvCode: r.code,
    kvName: r.name,
    registered: Boolean(r.registered),
    mentors: r.mentors,
    jrTeams: r.jrTeams,
    srTeams: r.srTeams,
    totalTeams: r.totalTeams,
    totalStudents: r.totalStudents,
    // as stored (a rejected payment stays 'rejected'); null when the school has not registered
    paymentStatus: (r.paymentStatus as PaymentStatus | null) ?? null,
    region: r.region,
    district: r.district,
    zone: r.zone,
  };
}

const needsCounts = (sort: string | undefined) => sort !== undefined && (SORTS_NEEDING_COUNTS as readonly string[]).includes(sort);

/**
 * One page of the summary and its total. Sorted by a count: one statement, the grouped counts of
 * the listed schools, the sort, the page, and the total by a window. Otherwise (code, name,
 * registration, payment): paginate, the per-school counts computed for the page's rows only, and
 * a count statement only when the page is full.
 */
export async function summaryPage(db: DbOrTx, scope: ReaderScope, q: RegionSummaryQueryDto): Promise<Paginated<RegionSchoolSummary>> {
  const search = await listSearchCondition(db, q.search, SEARCH);
  const isGrouped = needsCounts(q.sort);
  const { query, counts } = select(db, scope, q, search, isGrouped);
  const sorting = { sortable: sortableOf(counts), sort: q.sort, order: q.order, defaultSort: DEFAULT_SORT, tiebreaker: schools.code };
  if (!isGrouped) {
    const page = await paginate(db, { query, page: q.page, limit: q.limit, ...sorting });
    return { items: page.items.map(toRow), pagination: page.pagination };
  }
  const direction = q.order === 'desc' ? desc : asc;
  const offset = (q.page - 1) * q.limit;
  const rows = await query.orderBy(direction(sorting.sortable[q.sort as RegionSummarySort]), asc(schools.code)).limit(q.limit).offset(offset);
  // past the last page the window has no row to tell the total: count once
  const total = rows[0]?.total ?? (q.page === 1 ? 0 : await countOf(db, select(db, scope, q, search, true).query));
  return { items: rows.map(toRow), pagination: paginationOf(q.page, q.limit, total) };
}

async function countOf(db: DbOrTx, query: SummaryQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sql`(${query.getSQL()}) as summary_count`);
  return row?.n ?? 0;
}

export const SUMMARY_EXPORT_COLUMNS: ReadonlyArray<ExportColumn<RegionSchoolSummary>> = [
  { header: 'KV Code', value: (r) => r.kvCode },
  { header: 'KV Name', value: (r) => r.kvName },
  { header: 'Region', value: (r) => r.region },
  { header: 'District', value: (r) => r.district },
  { header: 'Zone', value: (r) => r.zone },
  { header: 'Registration Status', value: (r) => (r.registered ? 'Registered' : 'Not Registered') },
  { header: 'Mentors', value: (r) => r.mentors },
  { header: 'JR Teams', value: (r) => r.jrTeams },
  { header: 'SR Teams', value: (r) => r.srTeams },
  { header: 'Total Teams', value: (r) => r.totalTeams },
  { header: 'Total Students', value: (r) => r.totalStudents },
  { header: 'Payment Status', value: (r) => regionPaymentStatusLabel(r.paymentStatus) },
];

/**
 * The summary's rows for the CSV, in the table's order: one statement with the grouped counts of
 * the listed schools (one pass over their teams, mentors and members; per-school probes for every
 * school would cost more). At most one row per school of the scope, so one batch.
 */
export async function summaryExportSource(db: DbOrTx, scope: ReaderScope, q: RegionSummaryQueryDto): Promise<ExportSource<RegionSchoolSummary>> {
  const search = await listSearchCondition(db, q.search, SEARCH);
  const sortKey = (q.sort ?? DEFAULT_SORT.key) as RegionSummarySort;
  const { query, counts } = select(db, scope, q, search, true);
  const direction = (q.order ?? DEFAULT_SORT.order) === 'desc' ? desc : asc;
  return {
    columns: SUMMARY_EXPORT_COLUMNS,
    async batch() {
      const rows = await query.orderBy(direction(sortableOf(counts)[sortKey]), asc(schools.code));
      return { rows: rows.map(toRow), next: null };
    },
  };
}
