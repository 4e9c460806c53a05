import { paginationOf, type Paginated, type SortOrder } from '@hackathon/contracts';
import { and, asc, gt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { paginate, type RowOf, type SortMap } from '../../common/paging';
import { queryRows, type DbOrTx } from '../../database';
import { type ReaderScope } from '../scope';
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
   * `among`: the keys a leading part missed (see Lead): a part that can tell which of its rows
   * reach the list rows of those keys (MatchOptions.among) looks among those rows only.
   */
  match(db: DbOrTx, pattern: string, scope?: ReaderScope, among?: Missed): Promise<Matches | undefined>;
  /** Finds the matches as the rows of key's table the term is NOT in, when they are few (see Lead). */
  lead(db: DbOrTx, pattern: string, scope?: ReaderScope): Promise<Lead | undefined>;
}

/**
 * At most this many rows missed by a leading part narrow the other parts (see search): the list
 * rows of that many keys, read by key, cost less than reading every row (a tenth of the national
 * data set's schools); a term missed more often is searched as usual.
 */
export const LEAD_MISSES_MAX = 1000;

/** The keys of a leading part's table (in scope) that its term is not in: a one-column select, and how many. */
export interface Missed {
  select: SQL;
  count: number;
}

/**
 * What a part that leads a search found, read from the rows of its table it misses: every row in
 * scope but those (undefined when it misses every row), and the missed keys, where the other
 * parts look (a list row whose key it found is found whatever they say; none when it found none).
 */
export interface Lead {
  matches: Matches | undefined;
  missed?: Missed;
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
  /**
   * The rows of key's table that reach a list row whose leading key (see search) is one of
   * `keys` (a one-column select), as a condition naming the table through `alias`.
   */
  among?: (keys: SQL) => SQL;
}

/**
 * `column` is the `key` of a row of key's table whose `searched` columns hold the term (see
 * matchesIn): `matchOn(teams.schoolCode, schools.code, ...)` finds teams by their school.
 */
export function matchOn(column: AnyColumn | SQL, key: PgColumn, options: MatchOptions, whenMany?: (pattern: string) => SQL): SearchPart {
  const alias = sql.raw(options.alias);
  const keyColumn = aliased(options.alias, key);
  const type = key.getSQLType() === 'uuid' ? 'uuid' : 'text';
  const withinOf = (scope?: ReaderScope) => (options.within ? scope?.ifNarrowed(options.within) : undefined);
  const own = (like: typeof ilike, pattern: string) => options.searched.map((c) => like(aliased(options.alias, c), pattern));
  return {
    async match(db, pattern, scope, among) {
      const narrowed = among && options.among ? options.among(among.select) : undefined;
      // the leading part missed no row: it finds every list row this part could
      if (narrowed && among?.count === 0) return undefined;
      // the parts look in other tables: asked at the same time, each on its own connection
      const found = await Promise.all((options.also ?? []).map((part) => part.match(db, pattern, scope)));
      const within = withinOf(scope);
      const from = (condition: SQL, among?: SQL) => sql`select ${keyColumn} from ${key.table} as ${alias} where ${and(condition, within, among)}`;
      const others = found.flatMap((f) => (f ? [f.condition] : []));
      // to find the keys of a term the indexes can find: one select per searched column (and per
      // part), appended: each reads its own trigram index and checks only its own column on the
      // rows the index finds, where one OR of every column would check every column on each of
      // them; appended (not UNION), the limit can stop early. A term too short for the indexes is
      // looked for in one pass over the table, as is a common term's condition: one OR of scanLike
      // tests, where a row stops at its first match. Narrowed (`among`), the probe looks at the
      // rows that reach the leading part's missed keys only; a common term's condition stays whole
      // (more rows, the same list rows: the leading part finds the others).
      const inAny = or(...others, ...own(scanLike, pattern))!;
      const scanned = from(inAny);
      const probe = hasTrigram(pattern)
        ? sql.join([...others, ...own(ilike, pattern)].map((condition) => from(condition, narrowed)), sql` union all `)
        : from(inAny, narrowed);
      const asCondition = sql`${column} in (${scanned})`;
      return matchesIn(db, column, probe, { type, whenMany: whenMany?.(pattern) ?? asCondition, foundWhenMany: scanned });
    },

    // One statement: the rows of key's table in scope the term is not in (one pass, each row's
    // test stopping at its first match), up to LEAD_MISSES_MAX + 1 (a rare term stops it at
    // once); when they are few, whether it is in any row (which the first rows read usually tell).
    async lead(db, pattern, scope) {
      // (the matches of `also` parts would have to be asked first)
      if (options.also?.length) return undefined;
      const within = withinOf(scope) ?? sql`true`;
      const hit = or(...own(scanLike, pattern))!;
      const [row] = await queryRows<{ missed: string[]; found: boolean | null }>(
        db,
        sql`with lead as materialized (
              select array(select ${keyColumn}::text from ${key.table} as ${alias} where (${hit}) is not true and ${within} limit ${LEAD_MISSES_MAX + 1}) as missed)
            select missed, case when cardinality(missed) <= ${LEAD_MISSES_MAX}
              then exists (select 1 from ${key.table} as ${alias} where ${hit} and ${within}) end as found
            from lead`,
      );
      const missed = row?.missed ?? [];
      if (missed.length > LEAD_MISSES_MAX) return undefined;
      if (!row?.found) return { matches: undefined };
      const keys = sql.param(missed);
      const array = type === 'uuid' ? sql`${keys}::uuid[]` : sql`${keys}::text[]`;
      const has = (value: AnyColumn | SQL) => sql`${value} <> all(${array})`;
      // (a list row without a key has no key it found)
      const condition = sql`(${column} is not null and ${has(column)})`;
      return { matches: { condition, forCount: condition, keys: Infinity, has }, missed: { select: sql`select unnest(${array})`, count: missed.length } };
    },
  };
}

/** The list's own rows (by `key`) whose `searched` columns hold the term; a common term stays a plain condition. */
export function matchOwn(key: PgColumn, alias: string, searched: readonly PgColumn[], within?: MatchOptions['within'], among?: MatchOptions['among']): SearchPart {
  return matchOn(key, key, { alias, searched, within, among }, (pattern) => anyLike(searched, pattern));
}

/** A term's search over a list: its condition (and the same for counting, see Matches), and at most how many rows it can find (Infinity: many). */
export interface Search {
  condition: SQL;
  forCount: SQL;
  atMost: number;
  /** What each part that found something found (a part that found nothing is absent). */
  matched: ReadonlyMap<SearchPart, Matches>;
}

/**
 * The search of a term over the parts (asked at the same time, each part's independent of the
 * others'), for a list read in `scope`; undefined for no term, a `false` condition for no match.
 *
 * `leading`: one of the parts that may be asked first for a term too short for the trigram
 * indexes (every part then reads its whole table). When the term is in all but a few of its
 * table's rows ("kv" in every KV school's name), it finds every list row but those of the few, and
 * the other parts look only among the rows that reach those (MatchOptions.among): none at all when
 * it misses none. The rows found are the same; a term it misses often is searched as usual.
 */
export async function search(db: DbOrTx, term: string | undefined, parts: readonly SearchPart[], scope?: ReaderScope, leading?: SearchPart): Promise<Search | undefined> {
  const pattern = likePattern(term);
  if (!pattern) return undefined;
  const led = leading && !hasTrigram(pattern) ? await leading.lead(db, pattern, scope) : undefined;
  const answers = await Promise.all(parts.map((part) => (led && part === leading ? led.matches : part.match(db, pattern, scope, led?.missed))));
  const matched = new Map(parts.flatMap((part, i) => (answers[i] ? [[part, answers[i]] as const] : [])));
  const found = [...matched.values()];
  return {
    condition: or(...found.map((f) => f.condition)) ?? sql`false`,
    forCount: or(...found.map((f) => f.forCount)) ?? sql`false`,
    atMost: found.reduce((sum, f) => sum + f.keys, 0),
    matched,
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
  /** A cheaper statement that answers the same number (one row, `total`), when the list has one: read instead of counting `query`. */
  total?: SQL;
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
  const counting = full ? (counted?.total ? readTotal(db, counted.total) : countRows(db, (counted?.query ?? query).getSQL())) : undefined;
  const reading = paginate(db, { query, page: q.page, limit: q.limit, sort: q.sort, order: q.order, ...sorting, totalOf: counting ? () => 0 : undefined }).then(
    async (page) => ({ items: await toRows(page.items), pagination: page.pagination }),
  );
  const [page, total] = await Promise.all([reading, counting]);
  return total === undefined ? page : { items: page.items, pagination: paginationOf(q.page, q.limit, total) };
}

/** The number of rows of a list's query (as paginate counts them: the query as a subquery). */
function countRows(db: DbOrTx, listed: SQL): Promise<number> {
  return readTotal(db, sql`select count(*)::int as total from (${listed}) as paged_list`);
}

/** The `total` of a one-row statement. */
async function readTotal(db: DbOrTx, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, statement);
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
