/**
 * What the API benchmarks share: the national data set at a scale loaded into a fresh embedded
 * PGlite (or a new schema of DATABASE_URL), the API booted in this process on a loopback port,
 * signed tokens per role, timed calls with p50/p95 and bytes, and a streamed export with its
 * memory. Figures, not assertions: the suite's tests prove behaviour.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../api/src/auth/password.service';
import { TokenService } from '../../../api/src/auth/token.service';
import type { AuthUser } from '../../../api/src/auth/auth-user';
import { createApp } from '../../../api/src/bootstrap';
import { loadConfig } from '../../../api/src/config/app-config';
import { DB, type Db } from '../../../api/src/database/db';
import { loadDataset } from '../../../api/src/modules/demo/dataset-loader';
import { datasetCounts, generateDataset } from '../../../api/src/modules/demo/generator';
import { httpRequest } from './http-client';
import { percentile, type LoadRun } from './stats';

export { percentile, type LoadRun };

export interface BenchArgs {
  scale: number;
  runs: number;
}

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { scale: 10, runs: 30 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = Number(argv[++i]);
    if (flag === '--scale') args.scale = value;
    else if (flag === '--runs') args.runs = value;
    else throw new Error(`unknown option ${flag} (use --scale N, --runs N)`);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} must be a positive number`);
  }
  return args;
}

export const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The environment of an API process the bench starts itself (with api/test/support/api-process):
 * production mode on the embedded database in `dataDir`, no demo data, no rate limit in the way.
 */
export function apiProcessEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    SEED_ACCOUNTS: 'false',
    THROTTLE_LIMIT: '1000000',
    THROTTLE_CREDENTIAL_LIMIT: '1000000',
    ...extra,
  };
}
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;


export interface BenchApi {
  app: INestApplication;
  db: Db;
  /** Which database the figures are measured on. */
  database: 'postgres' | 'pglite';
  /** PostgreSQL only: the server's URL and the fresh schema holding the data set. */
  databaseUrl: string | null;
  schema: string | null;
  /** `http://127.0.0.1:<port>/api` */
  base: string;
  /** Authorization headers for a signed-in user of `role` (region admins need `region`). */
  headersFor(user: Omit<AuthUser, 'sub'> & { sub?: string }): Record<string, string>;
  close(): Promise<void>;
}

export interface BootOptions {
  /** The PostgreSQL server to use (null: PGlite); default: DATABASE_URL when set, else PGlite. */
  databaseUrl?: string | null;
}

/** Boots the API over a fresh database holding the data set at `scale` (planner statistics fresh). */
export async function bootWithDataset(scale: number, name: string, options: BootOptions = {}): Promise<BenchApi> {
  const url = ('databaseUrl' in options ? options.databaseUrl : process.env.DATABASE_URL) ?? undefined;
  const schema = url ? `bench_${process.pid}_${randomBytes(3).toString('hex')}` : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      SEED_ACCOUNTS: 'false',
      THROTTLE_LIMIT: '1000000',
      THROTTLE_CREDENTIAL_LIMIT: '1000000',
    },
    { inMemoryDatabase: true, databaseSchema: schema },
  );
  const app = await createApp({ config, logger: ['error'] });
  const close = async () => {
    await app.close();
    if (url && schema) {
      const pool = new Pool({ connectionString: url, max: 1 });
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => pool.end());
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const db = app.get<Db>(DB);
    const t0 = performance.now();
    let dataset: ReturnType<typeof generateDataset> | null = generateDataset({ scale });
    const counts = datasetCounts(dataset);
    const hash = await hashPassword(randomBytes(18).toString('base64url'));
    const data = dataset;
    await db.transaction((tx) => loadDataset(tx, data, { schoolAdminPasswordHash: hash, teamPasswordHash: hash, reviewerId: null }));
    dataset = null;
    // the generated rows (about 450 MB at 10x) are garbage now, but no major collection has run:
    // left in the heap the measured API shares, they made each young collection of the run about
    // three times slower (11 ms against 4 ms at 10x); a production API never holds them
    global.gc?.();
    // what autovacuum would do after a bulk load (PGlite runs none): fresh planner statistics
    await db.execute(sql`analyze`);
    log(`database: ${url ? `PostgreSQL (schema ${schema})` : 'PGlite (in memory)'}; scale ${scale}: ${JSON.stringify(counts)}`);
    log(`generated and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await app.listen(0, '127.0.0.1');
    const base = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api`;
    const tokens = app.get(TokenService);
    const headersFor = (user: Omit<AuthUser, 'sub'> & { sub?: string }) => ({
      Authorization: `Bearer ${tokens.sign({ sub: '00000000-0000-4000-8000-000000000001', ...user })}`,
    });
    return { app, db, database: url ? 'postgres' : 'pglite', databaseUrl: url ?? null, schema: schema ?? null, base, headersFor, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One JSON request as the admin: the seconds it took and the envelope's data (an error answer throws). */
export async function timedAdminCall<T = unknown>(api: BenchApi, method: string, path: string, body?: unknown): Promise<{ seconds: number; data: T }> {
  const started = performance.now();
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: { ...api.headersFor({ role: 'admin' }), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return { seconds, data: (JSON.parse(text) as { data: T }).data };
}

/** The local PostgreSQL server the figures prefer when DATABASE_URL is not set (CI and this machine run one). */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Where the back-office figures are measured: production runs on a PostgreSQL server, so
 * DATABASE_URL when set, else the local server when it answers, else null (PGlite).
 * BENCH_DATABASE=pglite measures on PGlite whatever answers.
 */
export async function benchDatabaseUrl(): Promise<string | null> {
  if (process.env.BENCH_DATABASE === 'pglite') return null;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const pool = new Pool({ connectionString: LOCAL_POSTGRES_URL, max: 1, connectionTimeoutMillis: 1500 });
  try {
    await pool.query('select 1');
    return LOCAL_POSTGRES_URL;
  } catch {
    return null;
  } finally {
    await pool.end().catch(() => undefined);
  }
}

/** A statement as the API sent it to the database. */
export interface CapturedStatement {
  text: string;
  params: unknown[];
}

interface DrizzleLogger {
  logQuery(query: string, params: unknown[]): void;
}

/**
 * Runs `fn` while recording every statement the API's Drizzle handle sends (its session logger,
 * also used by the transactions it opens), so a figure can replay an endpoint's SQL directly.
 */
export async function captureStatements(db: Db, fn: () => Promise<unknown>): Promise<CapturedStatement[]> {
  const session = (db as unknown as { session: { logger: DrizzleLogger; options?: { logger?: DrizzleLogger } } }).session;
  const statements: CapturedStatement[] = [];
  const capture: DrizzleLogger = { logQuery: (text, params) => statements.push({ text, params: [...params] }) };
  const saved = { logger: session.logger, options: session.options?.logger };
  session.logger = capture;
  if (session.options) session.options.logger = capture;
  try {
    await fn();
  } finally {
    session.logger = saved.logger;
    if (session.options) session.options.logger = saved.options;
  }
  return statements;
}

/** Runs statements straight on the bench's database (no API, no Drizzle): the raw SQL of a figure. */
export interface RawRunner {
  run(statements: readonly CapturedStatement[]): Promise<void>;
  close(): Promise<void>;
}

export function rawRunner(api: BenchApi): RawRunner {
  if (api.database === 'postgres') {
    const pool = new Pool({
      connectionString: api.databaseUrl!,
      max: 1,
      ...(api.schema ? { options: `-c search_path="${api.schema}",public` } : {}),
    });
    return {
      run: async (statements) => {
        for (const s of statements) await pool.query(s.text, s.params);
      },
      close: () => pool.end(),
    };
  }
  const client = (api.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }).$client;
  return {
    run: async (statements) => {
      for (const s of statements) await client.query(s.text, s.params);
    },
    close: async () => undefined,
  };
}

/** p50, p95 and max of timed runs, in ms. */
export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/**
 * Two forms of the same work timed in turns (a, b, a, b...) after `warm` untimed calls of each:
 * both meet the same moments of the shared machine (a checkpoint, autovacuum after the load, the
 * other processes), so their ratio compares like with like.
 */
export async function timeInTurns(a: () => Promise<unknown>, b: () => Promise<unknown>, runs: number, warm = 3): Promise<[Timing, Timing]> {
  for (let i = 0; i < warm; i++) {
    await a();
    await b();
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const started = performance.now();
      await fn();
      samples[k]!.push(performance.now() - started);
    }
  }
  return [timing(samples[0]), timing(samples[1])];
}

function timing(samples: number[]): Timing {
  samples.sort((x, y) => x - y);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]! };
}

export interface Case {
  label: string;
  path: string;
  headers: Record<string, string>;
}

export interface Sample {
  ms: number;
  bytes: number;
  total: number | null;
}

/** A body as a browser reads it: brotli and gzip undone. */
function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** One call of a case, read to the end: its time, the answer's size and the list's total (if any). */
export async function call(base: string, c: Case): Promise<Sample> {
  const started = performance.now();
  // the encodings a back-office browser sends: brotli (quality 4) is what its users get
  const res = await httpRequest(`${base}${c.path}`, { headers: { 'Accept-Encoding': 'br, gzip, deflate', ...c.headers }, decode: decodeBody });
  const text = res.text;
  const ms = performance.now() - started;
  if (res.status < 200 || res.status >= 300) throw new Error(`${c.path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { data?: { pagination?: { total: number } } };
  return { ms, bytes: Buffer.byteLength(text), total: body.data?.pagination?.total ?? null };
}

/** Each case 3 warm-up calls then `runs` timed ones; prints rows, p50, p95, max and the answer's size. */
export async function measureCases(base: string, cases: readonly Case[], runs: number): Promise<void> {
  log('');
  log(`${'case'.padEnd(50)} ${'rows'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'KB'.padStart(8)}`);
  for (const c of cases) {
    for (let i = 0; i < 3; i++) await call(base, c);
    const samples: number[] = [];
    let last: Sample | null = null;
    for (let i = 0; i < runs; i++) {
      last = await call(base, c);
      samples.push(last.ms);
    }
    samples.sort((a, b) => a - b);
    log(
      `${c.label.padEnd(50)} ${(last?.total == null ? '-' : String(last.total)).padStart(8)} ${percentile(samples, 50).toFixed(1).padStart(8)} ${percentile(samples, 95).toFixed(1).padStart(8)} ${samples[samples.length - 1]!.toFixed(1).padStart(8)} ${((last?.bytes ?? 0) / 1024).toFixed(1).padStart(8)}`,
    );
  }
}

export interface ExportResult {
  rows: number;
  bytes: number;
  seconds: number;
  /** Peak RSS while streaming minus RSS before (after a GC), in bytes. */
  rssGrowth: number;
  /** Peak heap used minus before; with `gcEveryMs`, measured after each forced GC (live memory only). */
  heapGrowth: number;
  /** The same for heap + external memory (buffers, strings outside the heap). */
  liveGrowth: number;
}

export interface ExportOptions {
  /**
   * Force a GC before each memory sample, this often: the samples then show what the export
   * holds, not garbage waiting for the collector (slows the stream a little; time it without).
   */
  gcEveryMs?: number;
}

/** Streams a CSV export to the end, sampling the process's memory; prints rows/s and the peak. */
export async function measureExport(
  base: string,
  label: string,
  path: string,
  headers: Record<string, string>,
  options: ExportOptions = {},
): Promise<ExportResult> {
  if (global.gc) global.gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed + before.external;
  const forceGc = options.gcEveryMs !== undefined && global.gc !== undefined;
  const sampler = setInterval(() => {
    if (forceGc) global.gc!();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakLive = Math.max(peakLive, m.heapUsed + m.external);
  }, options.gcEveryMs ?? 20);
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok || !res.body) throw new Error(`${path}: HTTP ${res.status}`);
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      bytes += value.byteLength;
      for (let i = 0; i < value.length; i++) if (value[i] === 0x0a) lines += 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    const rows = lines - 1; // the header row (generated values hold no line breaks)
    log(
      `export ${label}: ${rows} rows, ${mb(bytes)} in ${chunks} chunks, ${seconds.toFixed(2)} s = ${Math.round(rows / seconds)} rows/s; ` +
        `RSS ${mb(before.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); heap ${mb(before.heapUsed)} before, peak ${mb(peakHeap)}`,
    );
    return {
      rows,
      bytes,
      seconds,
      rssGrowth: peakRss - before.rss,
      heapGrowth: peakHeap - before.heapUsed,
      liveGrowth: peakLive - (before.heapUsed + before.external),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Runs a bench's main and turns a failure into a message and exit code 1. */
export function runBench(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}


/**
 * `concurrency` loops calling `once` back to back for `seconds`, after a warm-up of `warmMs` (which
 * fills connection pools and JIT); `once(i)` resolves whether the call succeeded.
 */
export async function closedLoopLoad(
  concurrency: number,
  seconds: number,
  once: (i: number) => Promise<boolean>,
  warmMs = 500,
): Promise<LoadRun> {
  const warmUntil = performance.now() + warmMs;
  let next = 0;
  const loops = (run: () => Promise<void>) => Promise.all(Array.from({ length: concurrency }, run));
  await loops(async () => {
    while (performance.now() < warmUntil) await once(next++).catch(() => false);
  });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await loops(async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const ok = await once(next++).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  });
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p95: latencies.length ? percentile(latencies, 95) : 0, errors };
}
