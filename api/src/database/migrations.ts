import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { SqlClient } from './sql-client';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** `NNNN_name.sql` files of `dir`, in name order. */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = readFileSync(join(dir, file), 'utf8');
      return { name: file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// First key of the two-key advisory lock; the second is the schema, so test schemas don't wait on each other.
const LOCK_NAMESPACE = 727_001;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * A session advisory lock makes concurrent starts (several API processes) apply each file once.
 * Returns the names applied by this call.
 */
export async function runMigrations(client: SqlClient, migrations: Migration[], logger = new Logger('Migrations')): Promise<string[]> {
  await client.query('SELECT pg_advisory_lock($1, hashtext(current_schema()))', [LOCK_NAMESPACE]);
  try {
    await client.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.name);
      if (previous !== undefined) {
        if (previous !== migration.checksum) {
          logger.warn(`${migration.name} changed after it was applied; add a new migration instead of editing it`);
        }
        continue;
      }
      await client.exec('BEGIN');
      try {
        await client.exec(migration.sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [migration.name, migration.checksum]);
        await client.exec('COMMIT');
      } catch (error) {
        await client.exec('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      logger.log(`Applied ${migration.name}`);
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [LOCK_NAMESPACE]);
  }
}
