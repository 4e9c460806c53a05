import { paginationOf, type Paginated, type SortOrder } from '@hackathon/contracts';
import { and, asc, gt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { paginate, type RowOf, type SortMap } from '../../../common/paging';
import { queryRows, type DbOrTx, type ReaderScope } from '../../../database';
import { EXPORT_BATCH_SIZE, type ExportColumn, type ExportSource } from './list-source';
import { aliased, anyLike, hasTrigram, ilike, likePattern, matchesIn, scanLike, type Matches } from './sql';

/*
 * The moving parts the five admin lists share: search (matches found first), paging, counter
 * tiles and keyset export batches. Each list keeps its own columns, filters and searched fields.
 */

/** One part of a list's search: which of the list's rows the term finds through one table. */
export interface SearchPart {
  /**
   * Finds the matches for `pattern` (a LIKE pattern) as a condition on the list's rows; undefined
   * for none. `scope`: the reader's, when the list's query applies it too (it may narrow the matches).
   */
  match(db: DbOrTx, pattern: string, scope?: ReaderScope): Promise<Matches | undefined>;
}

export interface MatchOptions {
  /** The alias of `key`'s table in the sub-select (distinct from the list's own tables). */
  alias: string;
  /** The columns of `key`'s table the term is looked for in. */
  searched: readonly PgColumn[];
  /** Parts whose matches also select a row of `key`'s table (their column named through `alias`). */
  also?: readonly SearchPart[];
  /**
   * What every row of key's table that a list row in `scope` reaches meets (a condition naming
   * the table through `alias`): the matches outside the scope are left out at once, so a region's
   * search passes the keys of its region only. Only for scopes that are not everything.
   */
  within?: (scope: ReaderScope) => SQL;
}

/**
 * `column` is the `key` of a row of key's table whose `searched` columns hold the term (see
 * matchesIn): `matchOn(teams.schoolCode, schools.code, ...)` finds teams by their school.
 */
export function matchOn(column: AnyColumn | SQL, key: PgColumn, options: MatchOptions, whenMany?: (pattern: string) => SQL): SearchPart {
  return {
    async match(db, pattern, scope) {
      // the parts look in other tables: asked at the same time, each on its own connection
      const found = await Promise.all((options.also ?? []).map((part) => part.match(db, pattern, scope)));
      const within = scope && !scope.isEverything && options.within ? options.within(scope) : undefined;
      const alias = sql.raw(options.alias);
      const from = (condition: SQL) => sql`select ${aliased(options.alias, key)} from ${key.table} as ${alias} where ${and(condition, within)}`;
      const others = found.flatMap((f) => (f ? [f.condition] : []));
      const own = (like: typeof ilike) => options.searched.map((c) => like(aliased(options.alias, c), pattern));
      // to find the keys of a term the indexes can find: one select per searched column (and per
      // part), appended: each reads its own trigram index and checks only its own column on the
      // rows the index finds, where one OR of every column would check every column on each of
      // them; appended (not UNION), the limit can stop early. A term too short for the indexes is
      // looked for in one pass over the table, as is a common term's condition: one OR of scanLike
      // tests, where a row stops at its first match.
      const scanned = from(or(...others, ...own(scanLike))!);
      const probe = hasTrigram(pattern) ? sql.join([...others, ...own(ilike)].map(from), sql` union all `) : scanned;
      const asCondition = sql`${column} in (${scanned})`;
      const type = key.getSQLType() === 'uuid' ? 'uuid' : 'text';
      return matchesIn(db, column, probe, { type, whenMany: whenMany?.(pattern) ?? asCondition });
    },
  };
}

/** The list's own rows (by `key`) whose `searched` columns hold the term; a common term stays a plain condition. */
export function matchOwn(key: PgColumn, alias: string, searched: readonly PgColumn[], within?: MatchOptions['within']): SearchPart {
  return matchOn(key, key, { alias, searched, within }, (pattern) => anyLike(searched, pattern));
}

/** A term's search over a list: its condition (and the same for counting, see Matches), and at most how many rows it can find (Infinity: many). */
export interface Search {
  condition: SQL;
  forCount: SQL;
  atMost: number;
}

/**
 * The search of a term over the parts (asked at the same time, each part's independent of the
 * others'), for a list read in `scope`; undefined for no term, a `false` condition for no match.
 */
export async function search(db: DbOrTx, term: string | undefined, parts: readonly SearchPart[], scope?: ReaderScope): Promise<Search | undefined> {
  const pattern = likePattern(term);
  if (!pattern) return undefined;
  const found = (await Promise.all(parts.map((part) => part.match(db, pattern, scope)))).filter((f): f is Matches => f !== undefined);
  return {
    condition: or(...found.map((f) => f.condition)) ?? sql`false`,
    forCount: or(...found.map((f) => f.forCount)) ?? sql`false`,
    atMost: found.reduce((sum, f) => sum + f.keys, 0),
  };
}

/** The search condition of a term over the parts; undefined for no term, `false` for no match. */
export async function searchCondition(db: DbOrTx, term: string | undefined, parts: readonly SearchPart[], scope?: ReaderScope): Promise<SQL | undefined> {
  return (await search(db, term, parts, scope))?.condition;
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

/** How a searched list is counted: at most how many rows its search finds, and the same rows written for counting (see Matches). */
export interface ListCount<TQuery extends PgSelect> {
  atMost: number;
  query: TQuery;
}

/**
 * One page of `query`, its rows turned into the list's rows by `toRows` (which may read more for
 * the page). The total is counted at the same time as the page is read (two connections) when
 * the page will likely be full: `counted.atMost` is at most how many rows a search finds (no
 * search: unknown, counted). A page that will be short tells its total itself (paginate).
 */
export async function listPage<TQuery extends PgSelect, TSort extends string, TOut>(
  db: DbOrTx,
  query: TQuery,
  q: ListPaging,
  sorting: ListSorting<TSort>,
  toRows: (rows: RowOf<TQuery>[]) => TOut[] | Promise<TOut[]>,
  counted?: ListCount<TQuery>,
): Promise<Paginated<TOut>> {
  const full = counted === undefined || counted.atMost >= q.page * q.limit;
  // rendered now, before paginate adds the order, limit and offset to the (mutable) builder
  const counting = full ? countRows(db, (counted?.query ?? query).getSQL()) : undefined;
  const reading = paginate(db, { query, page: q.page, limit: q.limit, sort: q.sort, order: q.order, ...sorting, totalOf: counting ? () => 0 : undefined }).then(
    async (page) => ({ items: await toRows(page.items), pagination: page.pagination }),
  );
  const [page, total] = await Promise.all([reading, counting]);
  return total === undefined ? page : { items: page.items, pagination: paginationOf(q.page, q.limit, total) };
}

/** The number of rows of a list's query (as paginate counts them: the query as a subquery). */
async function countRows(db: DbOrTx, listed: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${listed}) as paged_list`);
  return Number(row?.total ?? 0);
}

/** The one row of a counters statement: `n(name)` reads a count (0 when absent). */
export interface CounterRow {
  n(name: string): number;
  /** `{ a: 1, b: 2 }` from keys and the counts named `<prefix><key>` (see countsBy). */
  by<K extends string | number>(keys: readonly K[], prefix: string): Record<K, number>;
}

/** A tile per key, all 0: `{ jr: 0, sr: 0 }`. */
export function zeros<K extends string | number>(keys: readonly K[]): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of keys) out[key] = 0;
  return out;
}

/** Adds `n` to the tile of `key`, when it is one of the tiles (a value outside them counts in no tile, as a filtered count). */
export function addTo<K extends string | number>(tiles: Record<K, number>, key: string | number, n: number): void {
  if (Object.prototype.hasOwnProperty.call(tiles, key)) tiles[key as K] += n;
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
