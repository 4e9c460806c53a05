/**
 * Section 3, growing past one machine: logins per second with one API process and with two
 * (API_WORKERS=2: node:cluster on one port), on the PostgreSQL server and Redis, and what the
 * added process buys. The API runs as real processes (src/main.ts through the TypeScript hook);
 * a lean child process (support/load-process.ts) is the load generator. On a 2-core machine the
 * generator, PostgreSQL and Redis share the cores with the API, and one API process already
 * spreads argon2 over libuv's thread pool: the figure says what a second process adds here, not
 * on a dedicated core.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as argon2 from 'argon2';
import { drizzle } from 'drizzle-orm/node-postgres';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { hashPassword } from '../../../api/src/auth/password.service';
import * as schema from '../../../api/src/database/schema';
import { createScratchDatabase, startApiProcess } from '../../../api/test/support/api-process';
import type { Figure, Suite } from '../support/figures';
import { benchDatabaseUrl, log } from '../support/harness';
import { loadFromProcess } from '../support/load-process';

const ACCOUNTS = 200;
const CONCURRENCY = 16;
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

interface Run {
  processes: number;
  perSecond: number;
  p95: number;
  errors: number;
}

/** Where Redis is: REDIS_URL, else the local one when it answers, else null (counters per process). */
async function benchRedisUrl(): Promise<string | null> {
  const url = process.env.REDIS_URL ?? LOCAL_REDIS_URL;
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch {
    return process.env.REDIS_URL ? url : null;
  } finally {
    probe.disconnect();
  }
}

/** School admins with one known password, inserted straight into the scratch database. */
async function seedAccounts(databaseUrl: string, password: string): Promise<string[]> {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const db = drizzle({ client: pool, schema });
    const run = randomBytes(3).toString('hex');
    const codes = Array.from({ length: ACCOUNTS }, (_, i) => `9${String(i).padStart(5, '0')}`);
    await db.insert(schema.schools).values(
      codes.map((code) => ({
        code,
        name: `Kendriya Vidyalaya ${code}`,
        district: 'New Delhi',
        state: 'DELHI',
        region: 'Delhi',
        zone: 'North',
        city: 'New Delhi',
        contactNumber: '9876543210',
        email: `kv${code}@schools.test`,
      })),
    );
    const passwordHash = await hashPassword(password);
    const emails = codes.map((code) => `admin.${code}.${run}@bench.test`);
    await db.insert(schema.accounts).values(
      emails.map((email, i) => ({ role: 'school_admin' as const, email, passwordHash, fullName: 'Bench Admin', schoolCode: codes[i]!, emailVerifiedAt: new Date() })),
    );
    await pool.query('analyze');
    return emails;
  } finally {
    await pool.end();
  }
}

/** CONCURRENCY loops signing in for `seconds` from the lean load process (after a warm-up that fills the connection pools). */
async function loginLoad(base: string, emails: string[], password: string, seconds: number, processes: number): Promise<Run> {
  const bodies = emails.map((email) => ({ email, password }));
  return { processes, ...(await loadFromProcess({ url: `${base}/api/auth/login`, bodies, concurrency: CONCURRENCY, seconds, warmMs: 1000 })) };
}

/** argon2id verifies per second on one thread, one after another: the most one more core can add. */
async function oneCoreCeiling(seconds: number): Promise<number> {
  const password = 'one-core-ceiling';
  const hash = await hashPassword(password);
  for (let i = 0; i < 3; i++) await argon2.verify(hash, password);
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    await argon2.verify(hash, password);
    done += 1;
  }
  return done / ((performance.now() - started) / 1000);
}

export const suite: Suite = async ({ smoke }) => {
  const seconds = smoke ? 2 : 10;
  const serverUrl = await benchDatabaseUrl();
  if (!serverUrl) {
    const note = 'no PostgreSQL server (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test): several API processes need one';
    log(`scale-out: ${note}`);
    return [{ section: 3, figure: 'logins/s each added API process buys', target: 'measured on PostgreSQL + Redis', measured: 0, unit: 'logins/s', pass: false, note }];
  }
  const redisUrl = await benchRedisUrl();
  const database = await createScratchDatabase(serverUrl, 'bench_scale');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const password = `Bench-${randomBytes(6).toString('hex')}`;
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    THROTTLE_LIMIT: '1000000000',
    THROTTLE_CREDENTIAL_LIMIT: '1000000000',
  };
  try {
    // the API on one core (pinned with taskset: what one core of API buys, the other core left to
    // PostgreSQL, Redis and the load generator), then one process and two processes on both cores:
    // the second core's gain is the figure docs/operations.md quotes
    const layouts = [
      { label: '1 API process pinned to one core', workers: 1, pinToCore: 0 },
      { label: '1 API process', workers: 1 },
      { label: '2 API processes (API_WORKERS=2)', workers: 2 },
    ] as const;
    const runs: (Run & { label: string })[] = [];
    let emails: string[] | null = null;
    for (const layout of layouts) {
      const api = await startApiProcess({ ...env, API_WORKERS: String(layout.workers) }, { listeners: layout.workers });
      try {
        if ('pinToCore' in layout) execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', String(layout.pinToCore), String(api.pid)], { stdio: 'ignore' });
        // the first boot applied the migrations
        emails ??= await seedAccounts(database.url, password);
        const run = await loginLoad(api.url, emails, password, seconds, layout.workers);
        runs.push({ ...run, label: layout.label });
        log(`scale-out: ${layout.label}: ${run.perSecond.toFixed(1)} logins/s, p95 ${run.p95.toFixed(0)} ms, ${run.errors} errors (concurrency ${CONCURRENCY})`);
      } finally {
        await api.stop();
      }
    }
    const perCore = await oneCoreCeiling(smoke ? 1 : 5);
    log(`scale-out: one core verifies ${perCore.toFixed(1)} argon2id hashes/s (the most an added core can buy)`);
    const [pinned, one, two] = runs as [Run & { label: string }, Run & { label: string }, Run & { label: string }];
    const gain = one.perSecond - pinned.perSecond;
    log(`scale-out: the second core buys ${gain.toFixed(1)} logins/s (x${(one.perSecond / pinned.perSecond).toFixed(2)}); a second process on the same two cores: x${(two.perSecond / one.perSecond).toFixed(2)}`);
    const note =
      `${cpus().length} cores shared by the load generator, PostgreSQL${redisUrl ? ', Redis' : ''} and the API; concurrency ${CONCURRENCY}, ${seconds} s per run` +
      `${redisUrl ? '' : ', no Redis (counters per process)'}${smoke ? ' (smoke)' : ''}`;
    const figure = (run: Run & { label: string }, extra: string): Figure => ({
      section: 3,
      figure: `logins/s, ${run.label}`,
      target: 'informative, 0 errors',
      measured: Number(run.perSecond.toFixed(1)),
      unit: 'logins/s',
      pass: run.errors === 0,
      note: `p95 ${run.p95.toFixed(0)} ms, ${run.errors} errors${extra}`,
    });
    return [
      figure(pinned, '; taskset: the API on one core'),
      figure(one, '; the API on both cores: one process already runs argon2 on libuv\'s thread pool across cores'),
      figure(two, `; x${(two.perSecond / one.perSecond).toFixed(2)} of one process: on two cores a second process has no core of its own to add`),
      {
        section: 3,
        figure: 'logins/s each added core buys',
        target: 'informative, 0 errors',
        measured: Number(gain.toFixed(1)),
        unit: 'logins/s',
        ratio: Number((one.perSecond / pinned.perSecond).toFixed(3)),
        ratioOf: 'the API on one core',
        pass: runs.every((r) => r.errors === 0),
        note: `the API on two cores minus on one; ${note}`,
      },
      {
        section: 3,
        figure: 'argon2id verifies/s on one core (the most a core can add)',
        target: 'informative',
        measured: Number(perCore.toFixed(1)),
        unit: 'verifies/s',
        pass: perCore > 0,
        note: 'one verify after another on one libuv thread, in the load generator: logins are argon2-bound, so a core of its own for an added process buys at most this',
      },
    ];
  } finally {
    await database.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
};
