import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './connection';
import { DATABASE_HANDLE, DB } from './db';
import { readMigrations, runMigrations } from './migrations';

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
            const handle = await openDatabase(config.database, options);
            try {
              const migrations = readMigrations(MIGRATIONS_DIR);
              await handle.withClient((client) => runMigrations(client, migrations));
            } catch (error) {
              await handle.close();
              throw error;
            }
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

function describe(config: AppConfig): string {
  const database = config.database;
  if (database.kind === 'postgres') {
    const host = new URL(database.url).host;
    return `PostgreSQL at ${host}${database.schema ? ` (schema ${database.schema})` : ''}`;
  }
  return database.dataDir ? `Embedded PostgreSQL (PGlite) in ${database.dataDir}` : 'Embedded PostgreSQL (PGlite) in memory';
}
