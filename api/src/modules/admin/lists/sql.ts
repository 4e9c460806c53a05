import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../../common/paging';
import { queryRows, type DbOrTx } from '../../../database';

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
}

/**
 * `column = ANY(<keys>)`: the values `select` finds (one column), as one part of a list's search.
 *
 * The list first asks which rows match (a query its trigram indexes answer at once for a rare
 * term), then lists exactly those, as one array parameter: PostgreSQL knows how many there are,
 * looks them up by key and sorts a handful of rows, instead of guessing how rare the term is and,
 * when it guesses wrong, walking the whole list in its sort order looking for them. A common term
 * finds many rows: then the condition stays a condition (`whenMany`, or `select` as a subquery,
 * which PostgreSQL hashes once), because most rows match and reading the list in order is quick.
 * Undefined when nothing matches.
 */
export async function matchesIn(db: DbOrTx, column: AnyColumn | SQL, select: SQL, options: MatchesOptions): Promise<SQL | undefined> {
  const rows = await queryRows<{ value: string }>(db, sql`select match.value from (${select}) as match(value) limit ${INLINE_MATCHES_MAX + 1}`);
  if (rows.length === 0) return undefined;
  if (rows.length > INLINE_MATCHES_MAX) return options.whenMany ?? sql`${column} in (${select})`;
  const keys = sql.param(rows.map((row) => row.value));
  return options.type === 'uuid' ? sql`${column} = any(${keys}::uuid[])` : sql`${column} = any(${keys}::text[])`;
}

/** `(a ilike p or b ilike p ...)`: a search over a table's own columns. */
export function anyLike(columns: ReadonlyArray<AnyColumn | SQL>, pattern: string): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}
