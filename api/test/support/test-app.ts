import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Pool } from 'pg';
import supertest from 'supertest';
import { ROLES, type Role } from '@hackathon/contracts';
import type { AuthUser } from '../../src/auth/auth-user';
import { TokenService } from '../../src/auth/token.service';
import { createApp } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import type { DatabaseHandle } from '../../src/database/connection';
import { DATABASE_HANDLE, DB, type Db } from '../../src/database/db';
import type { AppModuleOptions } from '../../src/app.module';
import { appChecker, checkedAgent } from './contract-check';
import { pgliteTemplate } from './pglite-template';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (e.g. { SMTP_URL, NODE_ENV: 'production' }). */
  env?: Record<string, string | undefined>;
  /** Extra modules, e.g. a test-only controller. */
  imports?: AppModuleOptions['imports'];
  /** Folder holding shell/dist and <remote>/dist (default: the repo root). */
  webRoot?: string;
  /** Nest log levels (default: errors only). */
  logger?: LogLevel[] | false;
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: Db;
  database: DatabaseHandle;
  /** A supertest agent on the app: `t.request().get('/api/health')`. */
  request(): ReturnType<typeof supertest>;
  /** Resolves a provider of the app (services, TokenService, ...). */
  get<T>(token: (abstract new (...args: never[]) => T) | string | symbol): T;
  /** A signed bearer token for this user. */
  tokenFor(user: AuthUser): string;
  /** A bearer token per role (claims from `claims[role]`, a random sub). */
  tokensForAllRoles(claims?: Partial<Record<Role, Partial<AuthUser>>>): Record<Role, string>;
  close(): Promise<void>;
}

/** Every test app's DATA_DIR lives here; close() removes its own. */
const TEST_DATA_ROOT = join(tmpdir(), 'hackathon-api-tests');
const STALE_MS = 60 * 60 * 1000;

/** Removes data dirs left by runs that died before close() (a timed-out beforeAll, a killed worker). */
function pruneStaleDataDirs(): void {
  let entries: string[];
  try {
    entries = readdirSync(TEST_DATA_ROOT);
  } catch {
    return;
  }
  for (const entry of entries) {
    const dir = join(TEST_DATA_ROOT, entry);
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another worker pruned it first
    }
  }
}

/** Settings every test app starts from: no throttling in the way, no demo data, a throwaway data dir. */
function testEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://portal.test',
    THROTTLE_LIMIT: '1000000',
    THROTTLE_CREDENTIAL_LIMIT: '1000000',
  };
}

/**
 * Boots the real AppModule on a fresh database: an in-memory PGlite from a migrated template,
 * or, when DATABASE_URL is set, a new PostgreSQL schema dropped again by close().
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  pruneStaleDataDirs();
  mkdirSync(TEST_DATA_ROOT, { recursive: true });
  const dataDir = mkdtempSync(join(TEST_DATA_ROOT, 'app-'));
  const env: Record<string, string | undefined> = {
    ...testEnv(dataDir),
    DATABASE_URL: process.env.DATABASE_URL,
    // with REDIS_URL (CI's PostgreSQL pass) rate limits and revocations go through Redis, under a prefix of this app's own
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: `test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    ...options.env,
  };
  const usesServer = Boolean(env.DATABASE_URL);
  const schema = usesServer ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig(env, { inMemoryDatabase: true, databaseSchema: schema });

  let app: NestExpressApplication;
  try {
    app = await createApp({
      config,
      imports: options.imports,
      webRoot: options.webRoot,
      logger: options.logger ?? ['error'],
      database: usesServer ? {} : { pgliteTemplate: await pgliteTemplate() },
    });
  } catch (error) {
    if (schema && env.DATABASE_URL) await dropSchema(env.DATABASE_URL, schema);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const tokens = app.get(TokenService);
  const server = app.getHttpServer();
  let closed = false;
  const checker = appChecker(() => supertest(server));
  // read the document now, not in the middle of a test that measures or holds requests open
  await checker();
  return {
    app,
    config,
    db: app.get<Db>(DB),
    database: app.get<DatabaseHandle>(DATABASE_HANDLE),
    request: () => checkedAgent(supertest(server), checker),
    get: (token) => app.get(token as never),
    tokenFor: (user) => tokens.sign(user),
    tokensForAllRoles: (claims = {}) => {
      const out = {} as Record<Role, string>;
      for (const role of ROLES) {
        out[role] = tokens.sign({ sub: randomUUID(), role, ...claims[role] });
      }
      return out;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      if (schema && env.DATABASE_URL) await dropSchema(env.DATABASE_URL, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await pool.end();
  }
}

/** supertest on an app or a TestApp: `request(t).get('/api/health')`. */
export function request(target: TestApp | NestExpressApplication): ReturnType<typeof supertest> {
  return 'request' in target && typeof target.request === 'function' && 'tokenFor' in target
    ? target.request()
    : supertest((target as NestExpressApplication).getHttpServer());
}
