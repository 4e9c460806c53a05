export { DB, DATABASE_HANDLE, InjectDb, queryRows } from './db';
export type { Db, DbOrTx, DbSchema, DbTransaction } from './db';
export { DatabaseModule } from './database.module';
export { openDatabase } from './connection';
export type { DatabaseHandle } from './connection';
export { readMigrations, runMigrations } from './migrations';
export type { SqlClient } from './sql-client';
export { ReaderScope, inScopeFlag, requireInScope } from './scope';
export { uniqueViolation } from './pg-errors';
