import { Inject } from '@nestjs/common';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type * as schema from './schema';

export type DbSchema = typeof schema;

/** The Drizzle database, the same type whether PGlite or a node-postgres pool is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, DbSchema>;

/** What `db.transaction(async (tx) => ...)` hands you; pass it where a Db is expected. */
export type DbTransaction = PgTransaction<PgQueryResultHKT, DbSchema, ExtractTablesWithRelations<DbSchema>>;

/** Either the database or an open transaction: services that can join a caller's transaction take this. */
export type DbOrTx = Db | DbTransaction;

export const DB = Symbol('DB');
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/** `constructor(@InjectDb() private readonly db: Db) {}` */
export const InjectDb = (): ParameterDecorator => Inject(DB);

/**
 * Rows of a raw SQL query, typed by the caller. `db.execute()` returns a driver-specific result
 * (PGlite vs node-postgres); both carry `rows`, which is all this reads.
 */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
