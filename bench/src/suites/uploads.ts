/**
 * Issue 22, receipt uploads: what 30 concurrent 5 MB receipt uploads cost the API's memory (target:
 * less than 200 MB of growth), by one school admin (the probe's case) and by 30 schools at once,
 * and how long uploads that declare 10 GiB and then stall keep their connections. The API runs as
 * a real process (src/main.ts through the TypeScript hook) on the embedded database, the default
 * deployment, so its resident memory is its own: sampled from /proc every 25 ms. The uploads come
 * from a separate process (support/upload-process.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LIMITS } from '@hackathon/contracts';
import { jwtKey, TokenService } from '../../../api/src/auth/token.service';
import { loadConfig } from '../../../api/src/config/app-config';
import { openDatabase, readMigrations, runMigrations } from '../../../api/src/database';
import { schools } from '../../../api/src/database/schema';
import { RECEIPT_UPLOADS_IN_FLIGHT } from '../../../api/src/modules/payments/receipt-upload-slots';
import { MIGRATIONS_DIR } from '../../../api/src/paths';
import { startApiProcess, type ApiProcess } from '../../../api/test/support/api-process';
import type { Suite } from '../support/figures';
import { apiProcessEnv, log } from '../support/harness';
import { uploadsFromProcess, type UploadAnswer } from '../support/upload-process';

const MB_TARGET = 200;
const SCHOOLS = 30;
/** The probe's stalled uploads: 50 connections declaring 10 GiB, kept open past 20 s. */
const STALL_TARGET_S = 20;
const TEN_GIB = 10 * 1024 ** 3;

const MB = 1024 * 1024;

/** The migrations' log lines are the API's business, not the bench's. */
const QUIET = { log: () => undefined } as unknown as Logger;

/** The API process's resident memory, from /proc (Linux). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MemoryRun {
  answers: UploadAnswer[];
  before: number;
  peak: number;
  after: number;
  seconds: number;
}

/** Runs `work` while sampling the API's RSS; `before` is the mean of a few samples at rest. */
async function withMemory(api: ApiProcess, work: () => Promise<UploadAnswer[]>): Promise<MemoryRun> {
  const rest: number[] = [];
  for (let i = 0; i < 5; i++) {
    rest.push(rssOf(api.pid));
    await sleep(100);
  }
  const before = rest.reduce((a, b) => a + b, 0) / rest.length;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(api.pid))), 25);
  const started = Date.now();
  try {
    const answers = await work();
    const seconds = (Date.now() - started) / 1000;
    // the answers are out; what the API still holds a moment later
    await sleep(1000);
    return { answers, before, peak: Math.max(peak, rssOf(api.pid)), after: rssOf(api.pid), seconds };
  } finally {
    clearInterval(sampler);
  }
}

function statuses(answers: readonly UploadAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? `closed (${a.message})` : a.status === -1 ? 'still open' : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([status, n]) => `${n} x ${status}`).join(', ');
}

export const suite: Suite = async ({ smoke }) => {
  const uploads = smoke ? 8 : 30;
  const stalls = smoke ? 10 : 50;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const env = apiProcessEnv(dataDir);
  const config = loadConfig(env);
  const codes = Array.from({ length: SCHOOLS }, (_, i) => `97${String(i).padStart(4, '0')}`);
  // the schools the uploads belong to, written before the API opens the folder (one process per data folder)
  const prepared = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  try {
    await prepared.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR), QUIET));
    await prepared.db.insert(schools).values(codes.map((code) => ({ code, name: `Bench School ${code}` })));
  } finally {
    await prepared.close();
  }
  const tokens = new TokenService(new JwtService({ secret: jwtKey(config) as unknown as Buffer }), config);
  const tokenOf = (schoolCode: string) => tokens.sign({ sub: randomUUID(), role: 'school_admin', schoolCode });

  // each measurement on a freshly started API: what one run left behind is not the next one's baseline
  const fresh = async <T>(work: (api: ApiProcess, url: string) => Promise<T>): Promise<T> => {
    const api = await startApiProcess(env, { bootTimeoutMs: 120_000 });
    try {
      await sleep(1000);
      return await work(api, `${api.url}/api/mongo-upload/receipt`);
    } finally {
      await api.stop();
    }
  };
  try {
    const fileBytes = LIMITS.receiptMaxBytes;
    const oneSchool = tokenOf(codes[0]!);
    const bySchool = await fresh((api, url) => withMemory(api, () => uploadsFromProcess({ kind: 'uploads', url, tokens: Array.from({ length: uploads }, () => oneSchool), fileBytes })));
    const growthOne = (bySchool.peak - bySchool.before) / MB;
    log(
      `${uploads} concurrent ${(fileBytes / MB).toFixed(0)} MB uploads by one school admin: ${statuses(bySchool.answers)} in ${bySchool.seconds.toFixed(1)} s; ` +
        `API RSS ${(bySchool.before / MB).toFixed(0)} MB before, peak ${(bySchool.peak / MB).toFixed(0)} MB (+${growthOne.toFixed(0)}), ${(bySchool.after / MB).toFixed(0)} MB 1 s after`,
    );

    const bySchools = await fresh((api, url) => withMemory(api, () => uploadsFromProcess({ kind: 'uploads', url, tokens: codes.slice(0, uploads).map(tokenOf), fileBytes })));
    const growthMany = (bySchools.peak - bySchools.before) / MB;
    const stored = bySchools.answers.filter((a) => a.status === 201).length;
    log(
      `${uploads} concurrent ${(fileBytes / MB).toFixed(0)} MB uploads by ${uploads} schools: ${statuses(bySchools.answers)} in ${bySchools.seconds.toFixed(1)} s; ` +
        `API RSS ${(bySchools.before / MB).toFixed(0)} MB before, peak ${(bySchools.peak / MB).toFixed(0)} MB (+${growthMany.toFixed(0)}), ${(bySchools.after / MB).toFixed(0)} MB 1 s after`,
    );

    // one school per connection, round the schools (the probe's 50 from one place)
    const waitMs = (STALL_TARGET_S + 10) * 1000;
    const stallTokens = Array.from({ length: stalls }, (_, i) => tokenOf(codes[i % codes.length]!));
    const stalled = await fresh((_api, url) => uploadsFromProcess({ kind: 'stalls', url, tokens: stallTokens, declaredBytes: TEN_GIB, waitMs }));
    const slowest = Math.max(...stalled.map((a) => (a.status === -1 ? waitMs : a.ms))) / 1000;
    log(`${stalls} uploads declaring 10 GiB, then stalled: ${statuses(stalled)}; the last one ended after ${slowest.toFixed(1)} s`);

    const expected = (answers: readonly UploadAnswer[]) => answers.every((a) => a.status === 201 || a.status === 429);
    const note = (run: MemoryRun) =>
      `PGlite, API process RSS sampled every 25 ms: ${(run.before / MB).toFixed(0)} MB before, peak ${(run.peak / MB).toFixed(0)} MB, ${(run.after / MB).toFixed(0)} MB 1 s after; ${statuses(run.answers)} in ${run.seconds.toFixed(1)} s${smoke ? ' (smoke)' : ''}`;
    return [
      {
        section: 4,
        figure: `${uploads} concurrent 5 MB uploads, one school: API memory growth`,
        target: `< ${MB_TARGET} MB`,
        measured: Math.round(growthOne),
        unit: 'MB',
        pass: growthOne < MB_TARGET && expected(bySchool.answers) && bySchool.answers.some((a) => a.status === 201),
        note: note(bySchool),
      },
      {
        section: 4,
        figure: `${uploads} concurrent 5 MB uploads, ${uploads} schools: API memory growth`,
        target: 'reported',
        measured: Math.round(growthMany),
        unit: 'MB',
        pass: expected(bySchools.answers) && stored > 0,
        // over loopback the uploads arrive as fast as they are stored, so slots free up and more than
        // the bound are stored within the run: the growth follows the uploads stored per second
        note: `${note(bySchools)}; ${stored} stored, at most ${RECEIPT_UPLOADS_IN_FLIGHT} in flight at once`,
      },
      {
        section: 4,
        figure: `${stalls} stalled uploads declaring 10 GiB: last connection ended after`,
        target: `< ${STALL_TARGET_S} s`,
        measured: Math.round(slowest * 10) / 10,
        unit: 's',
        pass: slowest < STALL_TARGET_S,
        note: `${statuses(stalled)} (waited at most ${waitMs / 1000} s)`,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
