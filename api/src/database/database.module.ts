import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './connection';
import { DATABASE_HANDLE, DB } from './db';
import { readMigrations, runMigrations } from './migrations';
import { isDatabaseUnavailable, rootCauseText } from './pg-errors';

/**
 * Opens the database (PGlite under DATA_DIR, or a PostgreSQL pool for DATABASE_URL), applies
 * api/migrations before anything else starts, provides `DB`, and closes it on shutdown.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  static forRoot(options: OpenOptions = {}): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DATABASE_HANDLE,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig): Promise<DatabaseHandle> => {
            const handle = await openWithRetry(config, options);
            new Logger('Database').log(describe(config));
            return handle;
          },
        },
        { provide: DB, inject: [DATABASE_HANDLE], useFactory: (handle: DatabaseHandle) => handle.db },
      ],
      exports: [DATABASE_HANDLE, DB],
    };
  }

  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

async function openAndMigrate(config: AppConfig, options: OpenOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database, options);
  try {
    const migrations = readMigrations(MIGRATIONS_DIR);
    await handle.withClient((client) => runMigrations(client, migrations));
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/**
 * A PostgreSQL server that is not up yet (the machines restarted together, a failover) is waited
 * for: retried with doubling pauses for DATABASE_START_RETRY_SECONDS, each attempt logged. Any
 * other failure (wrong password, a bad migration) stops the start at once.
 */
async function openWithRetry(config: AppConfig, options: OpenOptions): Promise<DatabaseHandle> {
  const windowMs = config.database.kind === 'postgres' ? (config.database.timeouts?.startRetryMs ?? 0) : 0;
  const deadline = Date.now() + windowMs;
  const logger = new Logger('Database');
  for (let attempt = 1, pause = FIRST_RETRY_MS; ; attempt++, pause = Math.min(pause * 2, MAX_RETRY_MS)) {
    try {
      return await openAndMigrate(config, options);
    } catch (error) {
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(error)) throw error;
      if (left <= 0) {
        throw new Error(`The database could not be reached (${rootCauseText(error)}) after ${attempt} attempt(s) over ${Math.round(windowMs / 1000)} s`, {
          cause: error,
        });
      }
      const wait = Math.min(pause, left);
      logger.warn(`The database cannot be reached (${rootCauseText(error)}); attempt ${attempt}, retrying in ${(wait / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function describe(config: AppConfig): string {
  const database = config.database;
  if (database.kind === 'postgres') {
    const host = new URL(database.url).host;
    return `PostgreSQL at ${host}${database.schema ? ` (schema ${database.schema})` : ''}`;
  }
  return database.dataDir ? `Embedded PostgreSQL (PGlite) in ${database.dataDir}` : 'Embedded PostgreSQL (PGlite) in memory';
}
