/** The database only: connection, schema, migrations, the SQL client and PostgreSQL errors (the rules that use them live in api/src/kernel). */
export { DB, DATABASE_HANDLE, InjectDb, queryRows } from './db';
export type { Db, DbOrTx, DbSchema, DbTransaction } from './db';
export { DatabaseModule } from './database.module';
export { openDatabase } from './connection';
export type { DatabaseHandle } from './connection';
export { readMigrations, runMigrations } from './migrations';
export type { SqlClient } from './sql-client';
export { isDatabaseUnavailable, uniqueViolation } from './pg-errors';
