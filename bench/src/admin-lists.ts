/**
 * The admin lists benchmark: the national data set at 10x (about 10,500 schools, 27,000 teams and
 * 115,000 students) loaded into a fresh embedded PGlite (or a new schema of DATABASE_URL), the
 * API booted in this process on a loopback port, then, over HTTP:
 *
 *   - each list endpoint (page 1 of 50): no search, a selective search, a common search, a filter
 *   - each list's /counters
 *   - the CSV export of all students (rows/s, peak RSS while it streams)
 *
 *   npm run bench:lists -w @hackathon/bench -- [--scale 10] [--runs 30]
 *
 * Prints p50/p95 in ms per case. Figures, not assertions: the suite's tests prove behaviour.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../api/src/auth/password.service';
import { TokenService } from '../../api/src/auth/token.service';
import { createApp } from '../../api/src/bootstrap';
import { loadConfig } from '../../api/src/config/app-config';
import { DB, type Db } from '../../api/src/database/db';
import { loadDataset } from '../../api/src/modules/demo/dataset-loader';
import { datasetCounts, generateDataset } from '../../api/src/modules/demo/generator';

interface Args {
  scale: number;
  runs: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 10, runs: 30 };
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

const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

interface Case {
  label: string;
  path: string;
}

/** Every list with no search, a selective search, a common search, and a filter; then the counters. */
const CASES: Case[] = [
  { label: 'teams', path: '/admin/teams' },
  { label: 'teams  search "falcons"', path: '/admin/teams?search=falcons' },
  { label: 'teams  search "kv"', path: '/admin/teams?search=kv' },
  { label: 'teams  search "agra" + status', path: '/admin/teams?search=agra&status=ACTIVE' },
  { label: 'students', path: '/admin/students' },
  { label: 'students search "sharma"', path: '/admin/students?search=sharma' },
  { label: 'students search "priya s"', path: '/admin/students?search=priya%20s' },
  { label: 'students search "mathura" + class', path: '/admin/students?search=mathura&class=11' },
  { label: 'schools', path: '/admin/schools' },
  { label: 'schools search "jaipur"', path: '/admin/schools?search=jaipur' },
  { label: 'schools search "pm shri"', path: '/admin/schools?search=pm%20shri' },
  { label: 'schools activity=low (score filter)', path: '/admin/schools?activity=low' },
  { label: 'schools sort=activityScore', path: '/admin/schools?sort=activityScore&order=desc' },
  { label: 'mentors', path: '/admin/mentors' },
  { label: 'mentors search "kumar"', path: '/admin/mentors?search=kumar' },
  { label: 'mentors search "pgt"', path: '/admin/mentors?search=pgt' },
  { label: 'mentors assign modal (school, active)', path: '/admin/mentors?schoolCode=1001&status=active&limit=100' },
  { label: 'registrations', path: '/admin/registrations' },
  { label: 'registrations search "gupta"', path: '/admin/registrations?search=gupta' },
  { label: 'registrations search "pradesh"', path: '/admin/registrations?search=pradesh' },
  { label: 'registrations payment + region', path: '/admin/registrations?paymentStatus=submitted&region=North' },
  { label: 'teams/counters', path: '/admin/teams/counters' },
  { label: 'students/counters', path: '/admin/students/counters' },
  { label: 'schools/counters', path: '/admin/schools/counters' },
  { label: 'mentors/counters', path: '/admin/mentors/counters' },
  { label: 'registrations/counters', path: '/admin/registrations/counters' },
  { label: 'stats/comprehensive', path: '/admin/stats/comprehensive' },
];

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  const schema = url ? `bench_${process.pid}_${randomBytes(3).toString('hex')}` : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lists-'));
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
  try {
    const db = app.get<Db>(DB);
    let t0 = performance.now();
    let dataset: ReturnType<typeof generateDataset> | null = generateDataset({ scale: args.scale });
    const counts = datasetCounts(dataset);
    const hash = await hashPassword(randomBytes(18).toString('base64url'));
    const data = dataset;
    await db.transaction((tx) => loadDataset(tx, data, { schoolAdminPasswordHash: hash, teamPasswordHash: hash, reviewerId: null }));
    dataset = null;
    // what autovacuum would do after a bulk load (PGlite runs none): fresh planner statistics
    await db.execute(sql`analyze`);
    log(`database: ${url ? `PostgreSQL (schema ${schema})` : 'PGlite (in memory)'}; scale ${args.scale}: ${JSON.stringify({ schools: counts.schools, registrations: counts.registrations, mentors: counts.mentors, teams: counts.teams, students: counts.students })}`);
    log(`generated and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    await app.listen(0, '127.0.0.1');
    const base = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api`;
    const token = app.get(TokenService).sign({ sub: '00000000-0000-4000-8000-000000000001', role: 'admin' });
    const headers = { Authorization: `Bearer ${token}` };

    const call = async (path: string): Promise<{ ms: number; total: number | null }> => {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = (await res.json()) as { data?: { pagination?: { total: number } } };
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
      return { ms, total: body.data?.pagination?.total ?? null };
    };

    log('');
    log(`${'case'.padEnd(44)} ${'rows'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const c of CASES) {
      for (let i = 0; i < 3; i++) await call(c.path);
      const samples: number[] = [];
      let total: number | null = null;
      for (let i = 0; i < args.runs; i++) {
        const r = await call(c.path);
        samples.push(r.ms);
        total = r.total;
      }
      samples.sort((a, b) => a - b);
      log(
        `${c.label.padEnd(44)} ${(total === null ? '-' : String(total)).padStart(8)} ${percentile(samples, 50).toFixed(1).padStart(8)} ${percentile(samples, 95).toFixed(1).padStart(8)} ${samples[samples.length - 1]!.toFixed(1).padStart(8)}`,
      );
    }

    // the export of every student, streamed; RSS sampled while it runs
    if (global.gc) global.gc();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    t0 = performance.now();
    const res = await fetch(`${base}/admin/export?type=students`, { headers });
    if (!res.ok || !res.body) throw new Error(`export: HTTP ${res.status}`);
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
    clearInterval(sampler);
    const rows = lines - 1; // the header row (every row here is one line: no line breaks in the generated names)
    log('');
    log(
      `export students: ${rows} rows, ${mb(bytes)} in ${chunks} chunks, ${seconds.toFixed(2)} s = ${Math.round(rows / seconds)} rows/s; ` +
        `RSS ${mb(before.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); heap ${mb(before.heapUsed)} before, peak ${mb(peakHeap)}`,
    );
  } finally {
    await app.close();
    if (url && schema) {
      const pool = new Pool({ connectionString: url, max: 1 });
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => pool.end());
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:lists: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
