import {
  paginationOf,
  regionPaymentStatusLabel,
  type PaymentStatus,
  type Paginated,
  type RegionSchoolSummary,
  type RegionSummarySort,
} from '@hackathon/contracts';
import { and, asc, desc, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { regionCondition, type SortMap } from '../../../common/paging';
import type { DbOrTx } from '../../../database';
import type { ReaderScope } from '../../../kernel';
import { registrations, schoolCounts, schools } from '../../../database/schema';
import { intSql, listSearchCondition, matchOwn, type ExportColumn, type ExportSource, type SearchPart } from '../../../kernel';
import type { RegionSummaryQueryDto } from '../dto/region-summary-query.dto';

/*
 * The Summary by School / Region Summary table: every school of the caller's scope with its
 * registration, payment status and counts, searched, filtered, sorted and paged in SQL.
 *
 * The counts are the figures the database keeps per school (school_counts, migration 0015): a
 * join on the school's code, not a pass over its teams, mentors and members. A school without a
 * row has none of them (0), so the "has a team / a mentor" filters are plain comparisons, which
 * also let PostgreSQL read the kept rows first.
 */

const kept = (column: AnyColumn) => intSql(sql`coalesce(${column}, 0)`);

const COUNTS = {
  mentors: kept(schoolCounts.mentors),
  jrTeams: kept(schoolCounts.jrTeams),
  srTeams: kept(schoolCounts.srTeams),
  totalTeams: kept(schoolCounts.teams),
  totalStudents: kept(schoolCounts.students),
};

const registered = sql<boolean>`(${registrations.id} is not null)`;

/**
 * The payment column's order: no registration, not submitted, rejected, submitted (waiting),
 * verified; ascending reads from "nothing yet" to "done".
 */
const paymentRank = sql<number>`case ${registrations.paymentStatus} when 'not_submitted' then 1 when 'rejected' then 2 when 'submitted' then 3 when 'verified' then 4 else 0 end`;

const SORTABLE: SortMap<RegionSummarySort> = {
  kvCode: schools.code,
  kvName: schools.name,
  registered,
  mentors: COUNTS.mentors,
  jrTeams: COUNTS.jrTeams,
  srTeams: COUNTS.srTeams,
  totalTeams: COUNTS.totalTeams,
  totalStudents: COUNTS.totalStudents,
  paymentStatus: paymentRank,
};

const DEFAULT_SORT = { key: 'kvCode', order: 'asc' } as const;

/** Search over the school code and name (the trigram indexes answer a rare term at once). */
const SEARCH: readonly SearchPart[] = [matchOwn(schools.code, 'rss', [schools.code, schools.name])];

/** Has a team of the category / a mentor (no kept row: none). */
const hasTeam = (category: 'jr' | 'sr'): SQL => sql`${category === 'jr' ? schoolCounts.jrTeams : schoolCounts.srTeams} > 0`;
const hasMentor = sql`${schoolCounts.mentors} > 0`;

/** Spec section 4: a payment counts as submitted when its status is anything but not_submitted. */
function paymentCondition(payment: RegionSummaryQueryDto['payment']): SQL | undefined {
  if (payment === 'submitted') return and(isNotNull(registrations.id), sql`${registrations.paymentStatus} <> 'not_submitted'`);
  if (payment === 'not_submitted') return sql`(${registrations.id} is null or ${registrations.paymentStatus} = 'not_submitted')`;
  return undefined;
}

function categoryCondition(category: RegionSummaryQueryDto['category']): SQL | undefined {
  if (category === 'jr') return hasTeam('jr');
  if (category === 'sr') return hasTeam('sr');
  if (category === 'both') return and(hasTeam('jr'), hasTeam('sr'));
  return undefined;
}

function mentorCondition(filter: RegionSummaryQueryDto['mentors']): SQL | undefined {
  if (filter === 'with') return hasMentor;
  if (filter === 'without') return sql`coalesce(${schoolCounts.mentors}, 0) = 0`;
  return undefined;
}

/** The schools of the scope (from the token), search and region, then the filters on their registration and counts. */
function where(scope: ReaderScope, q: RegionSummaryQueryDto, search: SQL | undefined): SQL | undefined {
  return and(
    scope.schoolFilter(schools.code),
    search,
    regionCondition(schools.region, q.region),
    q.registration === 'registered' ? isNotNull(registrations.id) : q.registration === 'not_registered' ? isNull(registrations.id) : undefined,
    paymentCondition(q.payment),
    categoryCondition(q.category),
    mentorCondition(q.mentors),
  );
}

const COLUMNS = {
  code: schools.code,
  name: schools.name,
  region: schools.region,
  district: schools.district,
  zone: schools.zone,
  registered,
  paymentStatus: registrations.paymentStatus,
  ...COUNTS,
};

/*
 * Each statement reads the directory with each school's registration and kept counts: left joins
 * on unique keys, which PostgreSQL drops from a statement that does not read them.
 */
const withRegistration = eq(registrations.schoolCode, schools.code);
const withCounts = eq(schoolCounts.schoolCode, schools.code);

/** The listed schools with their columns, filtered (not sorted). */
function listedRows(db: DbOrTx, condition: SQL | undefined) {
  return db.select(COLUMNS).from(schools).leftJoin(registrations, withRegistration).leftJoin(schoolCounts, withCounts).where(condition).$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof listedRows>>[number];

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

/** The sort of the query: its key (default: code), direction (default: ascending), ties by code. */
function sortOf(q: RegionSummaryQueryDto) {
  const key = (q.sort ?? DEFAULT_SORT.key) as RegionSummarySort;
  const direction = (q.order ?? DEFAULT_SORT.order) === 'desc' ? desc : asc;
  return { by: SORTABLE[key], direction };
}

/**
 * One page of the summary and its total, in one statement: the page is picked first, from the
 * listed schools' codes and sort key alone (with the total, a window over the same rows), and only
 * its rows are then joined to their names, registration and counts.
 */
export async function summaryPage(db: DbOrTx, scope: ReaderScope, q: RegionSummaryQueryDto): Promise<Paginated<RegionSchoolSummary>> {
  const search = await listSearchCondition(db, q.search, SEARCH);
  const condition = where(scope, q, search);
  const { by, direction } = sortOf(q);
  const offset = (q.page - 1) * q.limit;
  const page = db
    .select({ code: schools.code, sortKey: sql`${by}`.as('sort_key'), total: sql<number>`count(*) over ()`.as('total') })
    .from(schools)
    .leftJoin(registrations, withRegistration)
    .leftJoin(schoolCounts, withCounts)
    .where(condition)
    .orderBy(direction(by), asc(schools.code))
    .limit(q.limit)
    .offset(offset)
    .as('summary_page');
  const rows = await db
    .select({ ...COLUMNS, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(schools, eq(schools.code, page.code))
    .leftJoin(registrations, withRegistration)
    .leftJoin(schoolCounts, withCounts)
    .orderBy(direction(page.sortKey), asc(page.code));
  // past the last page the window has no row to tell the total: count once
  const total = rows[0]?.total ?? (q.page === 1 ? 0 : await countOf(db, condition));
  return { items: rows.map(toRow), pagination: paginationOf(q.page, q.limit, total) };
}

async function countOf(db: DbOrTx, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(schools)
    .leftJoin(registrations, withRegistration)
    .leftJoin(schoolCounts, withCounts)
    .where(condition);
  return row?.n ?? 0;
}

export const SUMMARY_EXPORT_COLUMNS: ReadonlyArray<ExportColumn<RegionSchoolSummary>> = [
  { header: 'mail.csv.kvCode', value: (r) => r.kvCode },
  { header: 'mail.csv.kvName', value: (r) => r.kvName },
  { header: 'mail.csv.region', value: (r) => r.region },
  { header: 'mail.csv.district', value: (r) => r.district },
  { header: 'mail.csv.zone', value: (r) => r.zone },
  { header: 'mail.csv.registrationStatus', value: (r) => (r.registered ? 'Registered' : 'Not Registered') },
  { header: 'mail.csv.mentors', value: (r) => r.mentors },
  { header: 'mail.csv.jrTeams', value: (r) => r.jrTeams },
  { header: 'mail.csv.srTeams', value: (r) => r.srTeams },
  { header: 'mail.csv.totalTeams', value: (r) => r.totalTeams },
  { header: 'mail.csv.totalStudents', value: (r) => r.totalStudents },
  { header: 'mail.csv.paymentStatus', value: (r) => regionPaymentStatusLabel(r.paymentStatus) },
];

/**
 * The summary's rows for the CSV, in the table's order: one statement over the listed schools with
 * their registration and kept counts. At most one row per school of the scope, so one batch.
 */
export async function summaryExportSource(db: DbOrTx, scope: ReaderScope, q: RegionSummaryQueryDto): Promise<ExportSource<RegionSchoolSummary>> {
  const search = await listSearchCondition(db, q.search, SEARCH);
  const { by, direction } = sortOf(q);
  return {
    columns: SUMMARY_EXPORT_COLUMNS,
    async batch() {
      const rows = await listedRows(db, where(scope, q, search)).orderBy(direction(by), asc(schools.code));
      return { rows: rows.map(toRow), next: null };
    },
  };
}
