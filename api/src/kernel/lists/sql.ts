import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../common/paging';
import { queryRows, type DbOrTx } from '../../database';
import { type ReaderScope } from '../scope';
import { teams } from '../../database/schema';

/**
 * SQL pieces the five admin lists share.
 *
 * Drizzle renders the columns of a select-list `sql` expression without their table name when
 * the query has no join, so a correlated sub-select there must name the outer column itself:
 * `outer(teams.id)` is always `"teams"."id"`, and the sub-selects use aliases of their own.
 */
export function outer(column: PgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/** `alias."column"`: a column of a table aliased in a sub-select (`from mentors as ms`). */
export function aliased(alias: string, column: PgColumn): SQL {
  return sql.raw(`${alias}."${column.name}"`);
}

/** `count(...)::int`, as a number. */
export function intSql(expression: SQL): SQL<number> {
  return sql<number>`(${expression})::int`.mapWith(Number);
}

/** The LIKE pattern of a search term (`%term%`, wildcards escaped); undefined for none. */
export function likePattern(term: string | undefined): string | undefined {
  const trimmed = term?.trim();
  return trimmed ? `%${escapeLike(trimmed)}%` : undefined;
}

/** `count(*) filter (where <condition>)` per key, each named `<prefix><key>`, for one-statement tiles (read back with CounterRow.by). */
export function countsBy<K extends string | number>(keys: readonly K[], prefix: string, condition: (key: K) => SQL): SQL {
  return sql.join(
    keys.map((key) => sql`count(*) filter (where ${condition(key)})::int as ${sql.identifier(`${prefix}${String(key)}`)}`),
    sql`, `,
  );
}

/**
 * Up to this many rows found by a search are passed to the list's query as keys; more means the
 * term is common, and the list's query keeps the search condition itself.
 */
export const INLINE_MATCHES_MAX = 5000;

export interface MatchesOptions {
  /** The SQL type of the values (the array parameter's element type). */
  type: 'uuid' | 'text';
  /** The condition to use when too many rows match (default: `column IN (select)`). */
  whenMany?: SQL;
  /** The keys as one select when too many rows match (default: `select`); see Matches.has. */
  foundWhenMany?: SQL;
}

/** What one part of a search found: its condition on the list's rows, and how many keys it names. */
export interface Matches {
  condition: SQL;
  /**
   * The same condition written for counting: the keys as a set to look up one by one
   * (`in (select unnest(keys))`), which PostgreSQL does by index, where for `= any(keys)` without
   * an order to follow it reads the whole table.
   */
  forCount: SQL;
  /** The number of keys the condition lists (Infinity for a common term kept as a condition). */
  keys: number;
  /**
   * Whether a key (of a row of the keys' table in the reader's scope) is one found, as a condition:
   * what a list reads beside its own rows, such as figures kept per key (the teams' total from
   * their schools' team counts).
   */
  has(key: AnyColumn | SQL): SQL;
}

/**
 * `column = ANY(<keys>)`: the values `select` finds (one column, perhaps more than once), as one
 * part of a list's search.
 *
 * The list first asks which rows match (a query its trigram indexes answer at once for a rare
 * term), then lists exactly those, as one array parameter: PostgreSQL knows how many there are,
 * looks them up by key and sorts a handful of rows, instead of guessing how rare the term is and,
 * when it guesses wrong, walking the whole list in its sort order looking for them. A common term
 * finds many rows: then the condition stays a condition (`whenMany`, or `select` as a subquery,
 * which PostgreSQL hashes once), because most rows match and reading the list in order is quick.
 * Undefined when nothing matches.
 */
export async function matchesIn(db: DbOrTx, column: AnyColumn | SQL, select: SQL, options: MatchesOptions): Promise<Matches | undefined> {
  const rows = await queryRows<{ value: string }>(db, sql`select match.value from (${select}) as match(value) limit ${INLINE_MATCHES_MAX + 1}`);
  if (rows.length === 0) return undefined;
  if (rows.length > INLINE_MATCHES_MAX) {
    const condition = options.whenMany ?? sql`${column} in (${select})`;
    return { condition, forCount: condition, keys: Infinity, has: (key) => sql`${key} in (${options.foundWhenMany ?? select})` };
  }
  // `select` may find a row more than once (through two of its columns)
  const values = [...new Set(rows.map((row) => row.value))];
  const keys = sql.param(values);
  const array = options.type === 'uuid' ? sql`${keys}::uuid[]` : sql`${keys}::text[]`;
  return { condition: sql`${column} = any(${array})`, forCount: sql`${column} in (select unnest(${array}))`, keys: values.length, has: (key) => sql`${key} = any(${array})` };
}

/** Terms shorter than this have no trigram: no trigram index can find them, every row is read. */
const TRIGRAM_LENGTH = 3;

/** The number of characters of the term a likePattern asks for (its outer wildcards and escapes left out). */
function termLength(pattern: string): number {
  return [...pattern.slice(1, -1).replace(/\\(.)/gu, '$1')].length;
}

/** Whether a trigram index can find the term of a likePattern (it is at least 3 characters long). */
export function hasTrigram(pattern: string): boolean {
  return termLength(pattern) >= TRIGRAM_LENGTH;
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * `column ILIKE pattern` as a test of every row read (a scan: a term too short for a trigram
 * index, or a common term's condition). PostgreSQL's ILIKE is `lower(column) LIKE lower(pattern)`
 * but lowers the pattern again on every row; `lower(pattern)` here is computed once. An ASCII term
 * is compared first under the "C" collation, whose ASCII-only lower() costs a fraction of the
 * database locale's (2 to 3 times less over 10,000 schools); a value holding other characters
 * (octet_length > char_length) is still lowered under the database's collation, so the rows are
 * the same (as in the payment list's search, Turkish-style locales aside).
 */
export function scanLike(column: AnyColumn | SQL, pattern: string): SQL {
  if (!ASCII.test(pattern)) return sql`lower(${column}) like lower(${pattern})`;
  return sql`(lower(${column} collate "C") like lower(${pattern}) or (octet_length(${column}) <> char_length(${column}) and lower(${column}) like lower(${pattern})))`;
}

/**
 * `column ILIKE pattern` where a trigram index of the column can find the term (3 characters or
 * more); a shorter term is read row by row anyway (scanLike).
 */
export function ilike(column: AnyColumn | SQL, pattern: string): SQL {
  return hasTrigram(pattern) ? sql`${column} ilike ${pattern}` : scanLike(column, pattern);
}

/** `(a ilike p or b ilike p ...)` tested on every row read: a common term's search over a table's own columns. */
export function anyLike(columns: ReadonlyArray<AnyColumn | SQL>, pattern: string): SQL {
  return sql`(${sql.join(
    columns.map((column) => scanLike(column, pattern)),
    sql` or `,
  )})`;
}

/** The ids of the teams in `scope`, as a sub-select (`x.team_id in (${teamsIn(scope)})`). */
export function teamsIn(scope: ReaderScope): SQL {
  return sql`select ${teams.id} from ${teams} where ${scope.teams({ id: teams.id, schoolCode: teams.schoolCode })}`;
}

/**
 * `scope.teams` over the teams table aliased in a sub-select (`from teams as ts`). The scope only
 * renders the columns it is given into SQL, so the aliased ones serve (the type asks for columns).
 */
export function teamsInScopeAs(scope: ReaderScope, alias: string): SQL {
  return scope.teams({ id: aliased(alias, teams.id) as unknown as AnyColumn, schoolCode: aliased(alias, teams.schoolCode) as unknown as AnyColumn });
}
