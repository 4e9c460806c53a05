import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Escapes LIKE's wildcards so a typed '%' or '_' matches itself (PostgreSQL's default LIKE
 * escape character is the backslash, which is escaped first).
 */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * "Case-insensitive substring match" over several columns (spec, back-office.md section 5):
 * `col1 ILIKE '%term%' OR col2 ILIKE ...`. Undefined for a blank term, so it can go straight
 * into `and(...)`. Columns that are not text should be passed cast (`sql`${t.n}::text``).
 */
export function searchCondition(columns: ReadonlyArray<AnyColumn | SQL>, term: string | undefined | null): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed || columns.length === 0) return undefined;
  const pattern = `%${escapeLike(trimmed)}%`;
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}
