import type { Paginated, SortOrder } from '@hackathon/contracts';
import { asc, gt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { paginate, type RowOf, type SortMap } from '../../../common/paging';
import { queryRows, type DbOrTx } from '../../../database';
import { EXPORT_BATCH_SIZE, type ExportColumn, type ExportSource } from './list-source';
import { aliased, anyLike, likePattern, matchesIn } from './sql';

/*
 * The moving parts the five admin lists share: search (matches found first), paging, counter
 * tiles and keyset export batches. Each list keeps its own columns, filters and searched fields.
 */

/** One part of a list's search: which of the list's rows the term finds through one table. */
export interface SearchPart {
  /** Finds the matches for `pattern` (a LIKE pattern) as a condition on the list's rows; undefined for none. */
  match(db: DbOrTx, pattern: string): Promise<SQL | undefined>;
}

export interface MatchOptions {
  /** The alias of `key`'s table in the sub-select (distinct from the list's own tables). */
  alias: string;
  /** The columns of `key`'s table the term is looked for in. */
  searched: readonly PgColumn[];
  /** Parts whose matches also select a row of `key`'s table (their column named through `alias`). */
  also?: readonly SearchPart[];
}

/**
 * `column` is the `key` of a row of key's table whose `searched` columns hold the term (see
 * matchesIn): `matchOn(teams.schoolCode, schools.code, ...)` finds teams by their school.
 */
export function matchOn(column: AnyColumn | SQL, key: PgColumn, options: MatchOptions, whenMany?: (pattern: string) => SQL): SearchPart {
  return {
    async match(db, pattern) {
      const found = [];
      for (const part of options.also ?? []) found.push(await part.match(db, pattern));
      const own = anyLike(
        options.searched.map((c) => aliased(options.alias, c)),
        pattern,
      );
      const select = sql`select ${aliased(options.alias, key)} from ${key.table} as ${sql.raw(options.alias)} where ${or(...found, own)}`;
      const type = key.getSQLType() === 'uuid' ? 'uuid' : 'text';
      return matchesIn(db, column, select, { type, whenMany: whenMany?.(pattern) });
    },
  };
}

/** The list's own rows (by `key`) whose `searched` columns hold the term; a common term stays a plain condition. */
export function matchOwn(key: PgColumn, alias: string, searched: readonly PgColumn[]): SearchPart {
  return matchOn(key, key, { alias, searched }, (pattern) => anyLike(searched, pattern));
}

/** The search condition of a term over the parts (in order); undefined for no term, `false` for no match. */
export async function searchCondition(db: DbOrTx, term: string | undefined, parts: readonly SearchPart[]): Promise<SQL | undefined> {
  const pattern = likePattern(term);
  if (!pattern) return undefined;
  const found = [];
  for (const part of parts) found.push(await part.match(db, pattern));
  return or(...found) ?? sql`false`;
}

/** How a list sorts: its sort keys, the default, and the unique column that breaks ties. */
export interface ListSorting<TSort extends string> {
  sortable: SortMap<TSort>;
  defaultSort: { key: TSort; order: SortOrder };
  tiebreaker: AnyColumn;
}

/** The paging and sort fields of a list's query. */
export interface ListPaging {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
}

/** One page of `query`, its rows turned into the list's rows by `toRows` (which may read more for the page). */
export async function listPage<TQuery extends PgSelect, TSort extends string, TOut>(
  db: DbOrTx,
  query: TQuery,
  q: ListPaging,
  sorting: ListSorting<TSort>,
  toRows: (rows: RowOf<TQuery>[]) => TOut[] | Promise<TOut[]>,
): Promise<Paginated<TOut>> {
  const page = await paginate(db, { query, page: q.page, limit: q.limit, sort: q.sort, order: q.order, ...sorting });
  return { items: await toRows(page.items), pagination: page.pagination };
}

/** The one row of a counters statement: `n(name)` reads a count (0 when absent). */
export interface CounterRow {
  n(name: string): number;
  /** `{ a: 1, b: 2 }` from keys and the counts named `<prefix><key>` (see countsBy). */
  by<K extends string | number>(keys: readonly K[], prefix: string): Record<K, number>;
}

export async function counterRow(db: DbOrTx, statement: SQL): Promise<CounterRow> {
  const [row] = await queryRows<Record<string, unknown>>(db, statement);
  const r = row ?? {};
  const n = (name: string) => Number(r[name] ?? 0);
  return {
    n,
    by<K extends string | number>(keys: readonly K[], prefix: string) {
      const out = {} as Record<K, number>;
      for (const key of keys) out[key] = n(`${prefix}${String(key)}`);
      return out;
    },
  };
}

export interface KeysetExport<TQuery extends PgSelect, TOut> {
  columns: ReadonlyArray<ExportColumn<TOut>>;
  /** A unique column: the export's order and its cursor. */
  key: AnyColumn;
  /** The list's rows after the cursor (`after` is undefined for the first batch). */
  rows: (after: SQL | undefined) => TQuery;
  /** The cursor value of a row (its `key`). */
  cursorOf: (row: RowOf<TQuery>) => string;
  /** The exported row of a listed row (default: the row itself). */
  toRow?: (row: RowOf<TQuery>) => TOut;
}

/** An export read in `key` order, EXPORT_BATCH_SIZE rows at a time, keyset on `key`. */
export function keysetExport<TQuery extends PgSelect, TOut = RowOf<TQuery>>(o: KeysetExport<TQuery, TOut>): ExportSource<TOut> {
  return {
    columns: o.columns,
    async batch(cursor) {
      const query = o.rows(cursor === null ? undefined : gt(o.key, cursor));
      const rows = (await query.orderBy(asc(o.key)).limit(EXPORT_BATCH_SIZE)) as RowOf<TQuery>[];
      const out = o.toRow ? rows.map(o.toRow) : (rows as unknown as TOut[]);
      return { rows: out, next: rows.length === EXPORT_BATCH_SIZE ? o.cursorOf(rows[rows.length - 1]!) : null };
    },
  };
}
