import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  paginationOf,
  SCHEDULE_CSV_COLUMNS,
  ZONES,
  type ScheduleFilters,
  type SchedulePage,
  type ScheduleRecord,
  type ScheduleSort,
} from '@hackathon/contracts';
import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { regionCondition, regionMatches, type SortMap } from '../../common';
import { ilike, likePattern, recordExport, type AuditActor, type ReaderScope } from '../../kernel';
import { csvStream, type CsvColumn } from '../../common/csv';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { schoolSchedules, schools } from '../../database/schema';
import type { ScheduleFiltersQueryDto, ScheduleQueryDto } from './dto/schedule-queries.dto';
import { selectRecords } from './schedule-record';

const SORTABLE: SortMap<ScheduleSort> = {
  kvCode: schools.code,
  kvName: schools.name,
  region: schools.region,
  district: schools.district,
  zone: schools.zone,
};

/** Rows per export batch (a schedule per school: the whole network is a few batches). */
const EXPORT_BATCH = 1000;

/** The directory as the search and filters read it (aliased: the list joins `schools` itself). */
const directory = alias(schools, 'filter_school');

/** An exact value in any case (the dropdowns offer the stored values). */
function exactCondition(column: AnyColumn, value: string | undefined): SQL | undefined {
  return value ? sql`lower(${column}) = ${value.toLowerCase()}` : undefined;
}

/**
 * The search: a substring of the school's code, name, region or district (each has a trigram
 * index, migration 0008, so PostgreSQL reads the matches from the indexes; a term too short for
 * them is tested row by row at the cost of an ASCII lower(), see ilike), or its zone when the
 * term is a zone's code or name ('N', 'north'): a one-letter column is no place for substrings, and
 * an unindexed column in the OR would make every search scan the directory.
 */
function searchOf(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  const pattern = likePattern(trimmed);
  if (!trimmed || !pattern) return undefined;
  const zone = ZONES.find((z) => z.code.toLowerCase() === trimmed.toLowerCase() || z.name.toLowerCase() === trimmed.toLowerCase());
  return or(...[directory.code, directory.name, directory.region, directory.district].map((column) => ilike(column, pattern)), zone ? eq(directory.zone, zone.code) : undefined);
}

/** The list's search and filters (its query without paging and sort). */
export type ScheduleFilterFields = Pick<ScheduleQueryDto, 'search' | 'region' | 'district' | 'zone'>;

/**
 * The scope, search and filters, as conditions on the schedule's school code: the page joins the
 * directory for its rows, and the count reads the schedules alone; the bulk attendance mark
 * selects "all matching" by it.
 */
export function schedulesMatching(db: DbOrTx, scope: ReaderScope, q: ScheduleFilterFields): SQL | undefined {
  const onSchool = and(searchOf(q.search), regionCondition(directory.region, q.region), exactCondition(directory.district, q.district), exactCondition(directory.zone, q.zone));
  return and(
    scope.schools(schoolSchedules.schoolCode),
    onSchool ? inArray(schoolSchedules.schoolCode, db.select({ code: directory.code }).from(directory).where(onSchool)) : undefined,
  );
}

/** The export's columns: the spec's schedule record, in its order. */
const EXPORT_COLUMNS: CsvColumn<ScheduleRecord>[] = SCHEDULE_CSV_COLUMNS.map((column) => ({ header: column, value: (row) => row[column] }));

/**
 * The Schedule & Attendance reads: a page of schedules with the directory's school fields, the
 * dropdown values, and the CSV export, each over the caller's scope (a region admin its region).
 */
@Injectable()
export class ScheduleListService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The list's rows (the directory's school fields with the schedule), sorted, `limit` from `offset`. */
  private async rows(scope: ReaderScope, q: ScheduleQueryDto, limit: number, offset: number): Promise<ScheduleRecord[]> {
    const key = (q.sort as ScheduleSort | undefined) ?? 'kvCode';
    const direction = q.order === 'desc' ? desc : asc;
    return selectRecords(this.db)
      .where(schedulesMatching(this.db, scope, q))
      // ties (same name, region, ...) by code: a row never shows on two pages
      .orderBy(direction(SORTABLE[key]), asc(schools.code))
      .limit(limit)
      .offset(offset);
  }

  /**
   * `GET /region-admin/schooltimes`: one page, sorted (kvCode by default), `data.schooltimes`. The
   * total is counted on the schedules alone (no join), and only when the page does not tell it.
   */
  async page(scope: ReaderScope, q: ScheduleQueryDto): Promise<SchedulePage> {
    const offset = (q.page - 1) * q.limit;
    // the count is asked beside the page (another connection), not after it: a short page tells
    // the total itself and its count is dropped, a full one waits no extra round trip
    const counting = this.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(schoolSchedules)
      .where(schedulesMatching(this.db, scope, q))
      .then(([row]) => row?.n ?? 0);
    const [items, counted] = await Promise.all([this.rows(scope, q, q.limit, offset), counting]);
    const total = items.length > 0 && items.length < q.limit ? offset + items.length : counted;
    return { schooltimes: items, pagination: paginationOf(q.page, q.limit, total) };
  }

  /** `GET /region-admin/schooltimes/filters`: distinct regions, districts and zones of the schedules in scope. */
  async filters(scope: ReaderScope, q: ScheduleFiltersQueryDto): Promise<ScheduleFilters> {
    // one pass: the distinct (region, district, zone) of the schedules in scope, a few hundred at most
    const combos = await this.db
      .selectDistinct({ region: schools.region, district: schools.district, zone: schools.zone })
      .from(schoolSchedules)
      .innerJoin(schools, eq(schools.code, schoolSchedules.schoolCode))
      .where(scope.schools(schoolSchedules.schoolCode));
    const sorted = (values: Iterable<string>) => [...new Set(values)].filter((v) => v.trim() !== '').sort((a, b) => a.localeCompare(b, 'en'));
    const narrowed = combos.filter((c) => regionMatches(q.region, c.region));
    return {
      regions: sorted(combos.map((c) => c.region)),
      districts: sorted(narrowed.map((c) => c.district)),
      zones: sorted(narrowed.map((c) => c.zone)),
    };
  }

  /**
   * `GET /region-admin/schooltimes/export`: the list's rows for the same search and filters in
   * the list's order, streamed as CSV (formula cells neutralised), and recorded in the audit trail.
   * The first batch is read before the answer starts, so a failing query still gets an error answer.
   */
  async export(actor: AuditActor, scope: ReaderScope, q: ScheduleQueryDto): Promise<Readable> {
    const first = await this.rows(scope, q, EXPORT_BATCH, 0);
    const read = (offset: number) => this.rows(scope, q, EXPORT_BATCH, offset);
    async function* batches(): AsyncGenerator<ScheduleRecord[]> {
      let rows = first;
      for (let offset = 0; ; ) {
        yield rows;
        if (rows.length < EXPORT_BATCH) return;
        offset += EXPORT_BATCH;
        rows = await read(offset);
      }
    }
    const stream = csvStream(EXPORT_COLUMNS, batches());
    await recordExport(this.db, actor, stream, 'schedule', q);
    return stream;
  }
}
