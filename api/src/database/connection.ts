import { mkdirSync, readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import type { DatabaseConfig } from '../config/app-config';
import type { Db } from './db';
import * as schema from './schema';
import type { SqlClient } from './sql-client';

/** An open database: the Drizzle handle plus what start-up, health and shutdown need. */
export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs `fn` on one dedicated connection (migrations hold an advisory lock on it). */
  withClient<T>(fn: (client: SqlClient) => Promise<T>): Promise<T>;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite only: a data-dir tarball (from `dumpDataDir`) to start from instead of initdb. */
  pgliteTemplate?: string;
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<DatabaseHandle> {
  return config.kind === 'pglite' ? openPglite(config.dataDir, options.pgliteTemplate) : openPostgres(config.url, config.schema);
}

async function openPglite(dataDir: string | null, template?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
  // pg_trgm: the trigram indexes of the back-office list search (migration 0008)
  const extensions = { pg_trgm: pgTrgm() };
  const client = dataDir ? new PGlite(dataDir, { loadDataDir, extensions }) : new PGlite({ loadDataDir, extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const sqlClient: SqlClient = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
  let closing: Promise<void> | null = null;
  // PGlite is one session: callers of withClient take turns, so their transactions never interleave
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    db,
    withClient: <T>(fn: (client: SqlClient) => Promise<T>): Promise<T> => {
      const run = queue.then(() => fn(sqlClient));
      queue = run.catch(() => undefined);
      return run;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => (closing ??= client.closed ? Promise.resolve() : client.close()),
  };
}

/**
 * PGlite's pg_trgm extension. Its package entry declares ESM-only types, which a CommonJS file
 * cannot import under node16 resolution; the runtime has a CommonJS build, so require it.
 */
function pgTrgm(): Extension {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension }).pg_trgm;
}

/** A schema name safe to put in SQL (validated by config too). */
function quoteIdent(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

async function openPostgres(url: string, schemaName: string | null): Promise<DatabaseHandle> {
  if (schemaName) {
    // create it before the pool, whose connections start with it on their search_path
    const setup = new Pool({ connectionString: url, max: 1 });
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...(schemaName ? { options: `-c search_path=${quoteIdent(schemaName)},public` } : {}),
  });
  const logger = new Logger('Database');
  // an idle client losing its server must not crash the process; the next query reports it
  pool.on('error', (error) => logger.error(`PostgreSQL pool error: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    db,
    withClient: async (fn) => {
      const client: PoolClient = await pool.connect();
      try {
        return await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        });
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => (closing ??= pool.end()),
  };
}
