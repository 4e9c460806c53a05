import { KVS_REGIONS, REGION_GROUPS, type RegionGroup } from '@hackathon/contracts';
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

/** `count(...)::int`, as a number. */
export function intSql(expression: SQL): SQL<number> {
  return sql<number>`(${expression})::int`.mapWith(Number);
}

/**
 * The `region` filter: a region group (North, South, East, West, Central, Northeast) keeps the
 * rows of its regions; a region name keeps that region. Case-insensitive, as the spec's filters.
 */
export function regionCondition(regionColumn: AnyColumn | SQL, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  const group = REGION_GROUPS.find((g) => g.toLowerCase() === value.toLowerCase()) as RegionGroup | undefined;
  if (!group) return sql`lower(${regionColumn}) = ${value.toLowerCase()}`;
  const names = KVS_REGIONS.filter((r) => r.group === group).map((r) => sql`${r.name.toLowerCase()}`);
  return sql`lower(${regionColumn}) in (${sql.join(names, sql`, `)})`;
}

/** The LIKE pattern of a search term (`%term%`, wildcards escaped); undefined for none. */
export function likePattern(term: string | undefined): string | undefined {
  const trimmed = term?.trim();
  return trimmed ? `%${escapeLike(trimmed)}%` : undefined;
}

/** `{ a: 1, b: 2 }` from keys and a row of `<prefix><key>` numbers. */
export function pick<K extends string | number>(keys: readonly K[], row: Record<string, unknown>, prefix: string): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of keys) out[key] = Number(row[`${prefix}${String(key)}`] ?? 0);
  return out;
}

/** `count(*) filter (where <condition>)` per key, each named `<prefix><key>`, for one-statement tiles. */
export function countsBy<K extends string | number>(keys: readonly K[], prefix: string, condition: (key: K) => SQL): SQL {
  return sql.join(
    keys.map((key) => sql`count(*) filter (where ${condition(key)})::int as ${sql.identifier(`${prefix}${String(key)}`)}`),
    sql`, `,
  );
}

/**
 * Up to this many ids found by a search in a neighbouring table (a team's school, a student's
 * team) are passed to the list's query as values; more means the term is common, and the list's
 * query takes them as a subquery instead.
 */
export const INLINE_MATCHES_MAX = 2000;

/**
 * `column IN (...)`: the values `select` finds (one column), for the OR of a list's search.
 *
 * A rare term finds a few rows in the neighbouring table: they go in as values, which PostgreSQL
 * can look up through an index of `column`, so every part of the OR uses an index and the list
 * is answered without scanning it. A common term finds many: they stay a subquery, which
 * PostgreSQL hashes once and probes per row (a long value list would be searched row by row).
 * Undefined when nothing matches.
 */
export async function matchesIn(db: DbOrTx, column: AnyColumn | SQL, select: SQL): Promise<SQL | undefined> {
  const rows = await queryRows<{ value: string }>(db, sql`select match.value from (${select}) as match(value) limit ${INLINE_MATCHES_MAX + 1}`);
  if (rows.length === 0) return undefined;
  if (rows.length > INLINE_MATCHES_MAX) return sql`${column} in (${select})`;
  return sql`${column} in (${sql.join(
    rows.map((row) => sql`${row.value}`),
    sql`, `,
  )})`;
}
