import { index, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * A trigram (pg_trgm, GIN) index on a text column: what a case-insensitive substring search
 * (`col ILIKE '%term%'`) of the admin lists can use (migration 0008). A small pending list keeps
 * searches fast on PGlite, which never runs autovacuum to merge it.
 */
export function trigramIndex(name: string, column: ExtraConfigColumn) {
  return index(name).using('gin', column.op('gin_trgm_ops')).with({ gin_pending_list_limit: 256 });
}
