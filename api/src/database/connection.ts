import { mkdirSync, readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { PGlite, types as pgliteTypes, type Extension } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient, type QueryConfig } from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseConfig, type DatabaseTimeouts } from '../config/app-config';
import { lockDataDir } from './data-dir-lock';
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
  return config.kind === 'pglite'
    ? openPglite(config.dataDir, options.pgliteTemplate)
    : openPostgres(config.url, config.schema, config.timeouts ?? null);
}

async function openPglite(dataDir: string | null, template?: string): Promise<DatabaseHandle> {
  let unlock = (): void => undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // one process per folder: a second one would acknowledge writes and lose them
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    // pg_trgm: the trigram indexes of the back-office list search (migration 0008)
    const extensions = { pg_trgm: pgTrgm() };
    client = dataDir ? new PGlite(dataDir, { loadDataDir, extensions, ...PGLITE_BYTEA }) : new PGlite({ loadDataDir, extensions, ...PGLITE_BYTEA });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw pgliteOpenError(dataDir, error);
  }
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
    close: () => (closing ??= (client.closed ? Promise.resolve() : client.close()).finally(unlock)),
  };
}

/**
 * bytea (receipts) without PGlite's text conversions: its own serializer spelled a parameter as
 * hex through an array of one string per byte (a 5 MB receipt: a 5-million-element array, five
 * million small strings and a 10 MB string, hundreds of MB per upload), and its parser read the
 * hex back one parseInt per byte. A Uint8Array parameter is sent as binary (the one buffer the
 * upload was received into, copied only into the protocol message), and the hex answer is decoded
 * natively. node-postgres already sends a Buffer as binary.
 */
const PGLITE_BYTEA = {
  serializers: { [pgliteTypes.BYTEA]: (value: unknown) => value as string },
  parsers: { [pgliteTypes.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

/** Errno names of PGlite's file system (Emscripten's numbering, not the host's). */
const PGLITE_ERRNO: Record<number, string> = { 2: 'EACCES', 10: 'EBUSY', 20: 'EEXIST', 28: 'EINVAL', 29: 'EIO', 31: 'EISDIR', 44: 'ENOENT', 51: 'ENOSPC', 54: 'ENOTDIR', 55: 'ENOTEMPTY', 63: 'EPERM', 69: 'EROFS' };

/**
 * An Error naming the folder and the cause. PGlite fails with Error objects, but also with its file
 * system's plain `ErrnoError { errno }` objects, which print as "[object Object]".
 */
export function pgliteOpenError(dataDir: string | null, error: unknown): Error {
  const where = dataDir ? `in ${dataDir}` : 'in memory';
  let cause: string;
  if (error instanceof Error) cause = error.message;
  else if (error && typeof error === 'object') {
    const { name, message, errno } = error as { name?: unknown; message?: unknown; errno?: unknown };
    const code = typeof errno === 'number' ? `${PGLITE_ERRNO[errno] ?? 'error'} (errno ${errno})` : '';
    const text = [typeof name === 'string' ? name : '', typeof message === 'string' ? message : '', code].filter((part) => part !== '').join(': ');
    cause = text === '' ? JSON.stringify(error) : text;
  } else cause = String(error);
  const hint = dataDir ? ': check that the folder is a PGlite data folder this process can read and write, or move it away to start afresh' : '';
  return new Error(`The embedded database (PGlite) could not be opened ${where}: ${cause}${hint}`, { cause: error });
}

/**
 * PGlite's pg_trgm extension. Its package entry declares ESM-only types, which a CommonJS file
 * cannot import under node16 resolution; the runtime has a CommonJS build, so require it.
 */
function pgTrgm(): Extension {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension }).pg_trgm;
}

/** The server's statement_timeout answers first (a clean 57014); the client's own timeout covers a silent network. */
const QUERY_TIMEOUT_GRACE_MS = 500;

/** node-postgres treats 0 as "use the pool's"; a day is as good as none. */
const UNBOUNDED_QUERY_MS = 24 * 60 * 60 * 1000;

/** A query without the pool's query_timeout (read by node-postgres, missing from its QueryConfig type). */
function unbounded(text: string, values?: unknown[]): QueryConfig {
  return { text, values, query_timeout: UNBOUNDED_QUERY_MS } as QueryConfig;
}

/** A schema name safe to put in SQL (validated by config too). */
function quoteIdent(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

/**
 * `timeouts` null (tools that build their own config, such as the bench's bulk loader): connecting
 * is bounded by the default, statements are not.
 */
async function openPostgres(url: string, schemaName: string | null, timeouts: DatabaseTimeouts | null): Promise<DatabaseHandle> {
  const connectMs = timeouts?.connectMs ?? DEFAULT_DATABASE_TIMEOUTS.connectMs;
  if (schemaName) {
    // create it before the pool, whose connections start with it on their search_path
    const setup = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: connectMs });
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // a server gone quiet must become a 503 within seconds, never a hung request:
    // connecting (or waiting for a free client) is bounded, the server cancels slow statements,
    // and the client gives up on a silent one shortly after (query_timeout)
    connectionTimeoutMillis: connectMs,
    ...(timeouts ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + QUERY_TIMEOUT_GRACE_MS } : {}),
    // a dead peer is noticed on idle connections too
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
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
      // migrations may build indexes on big tables: no timeouts on this connection, which is
      // closed afterwards rather than returned to the pool with its session setting changed
      try {
        await client.query('SET statement_timeout = 0');
        return await fn({
          exec: async (text) => {
            await client.query(unbounded(text));
          },
          query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) => (await client.query<T>(unbounded(text, params))).rows,
        });
      } finally {
        client.release(true);
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => (closing ??= pool.end()),
  };
}
