import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { hashPassword } from '../src/auth/password.service';
import * as schema from '../src/database/schema';
import { createScratchDatabase, occurrences, startApiProcess, type ApiProcess } from './support/api-process';
import { otpFromMail, STRONG_PASSWORD, uniqueEmail, uniqueSchoolCode } from './support/fixtures-auth';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';

/**
 * Section 3 of issue 8: two API processes on one PostgreSQL server and one Redis behave as one API.
 * Runs only in the PostgreSQL pass (jest.config.js selects it when DATABASE_URL is set).
 */
const CREDENTIAL_LIMIT = 4;
const MAX_FAILURES = 3;

jest.setTimeout(60_000);

describe('two API processes on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: SmtpCatcher;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  /** API_WORKERS=2: node:cluster workers on one port. */
  let cluster: ApiProcess | undefined;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL!, 'scale');
    smtp = await startSmtpCatcher();
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      // a key prefix of this run's own: counters of other runs (or a portal) on the same Redis stay apart
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      THROTTLE_LIMIT: '1000000',
      THROTTLE_CREDENTIAL_LIMIT: String(CREDENTIAL_LIMIT),
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      // each scenario speaks from its own client address (X-Forwarded-For), so their counters stay apart
      TRUST_PROXY: '1',
    };
    const start = (extra: Record<string, string> = {}, listeners = 1) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hackathon-scale-'));
      dataDirs.push(dataDir);
      return startApiProcess({ ...shared, DATA_DIR: dataDir, ...extra }, { listeners });
    };
    // all at once: the boot is the cost, and all apply the migrations (under the advisory lock)
    [a, b, cluster] = await Promise.all([start(), start(), start({ API_WORKERS: '2' }, 2)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), cluster?.stop()]);
    await smtp?.stop();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A school admin inserted straight into the shared database (no process involved). */
  async function schoolAdmin(): Promise<{ email: string }> {
    const pool = new Pool({ connectionString: database.url, max: 1 });
    try {
      const db = drizzle({ client: pool, schema });
      const code = uniqueSchoolCode();
      await db.insert(schema.schools).values({
        code,
        name: `Kendriya Vidyalaya ${code}`,
        district: 'New Delhi',
        state: 'DELHI',
        region: 'Delhi',
        zone: 'North',
        city: 'New Delhi',
        contactNumber: '9876543210',
        email: `kv${code}@schools.test`,
      });
      const email = uniqueEmail('scale');
      await db.insert(schema.accounts).values({
        role: 'school_admin',
        email,
        passwordHash: await hashPassword(STRONG_PASSWORD),
        fullName: 'Scale Admin',
        schoolCode: code,
        emailVerifiedAt: new Date(),
      });
      return { email };
    } finally {
      await pool.end();
    }
  }

  let addressCounter = 0;
  /** A client address of its own for one scenario. */
  const newClient = () => `198.51.100.${++addressCounter}`;

  function call(api: ApiProcess, client: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string } = {}) {
    return fetch(`${api.url}${path}`, {
      method,
      headers: {
        'X-Forwarded-For': client,
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  }

  async function signIn(api: ApiProcess, client: string, email: string, password: string): Promise<string> {
    const res = await call(api, client, 'POST', '/api/auth/login', { body: { email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  it('both answer, each reporting Redis up in its health', async () => {
    for (const api of [a!, b!]) {
      const res = await fetch(`${api.url}/api/health`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown }).data).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    }
  });

  it('a credential limit holds across both: 2 requests to A and 2 to B pass, the next one is 429 with Retry-After', async () => {
    const client = newClient();
    const ask = (api: ApiProcess) => call(api, client, 'POST', '/api/auth/send-password-reset-otp', { body: { email: uniqueEmail('nobody') } });
    const statuses = [];
    for (const api of [a!, a!, b!, b!]) statuses.push((await ask(api)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);

    const refused = await ask(b!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // and on A too: one counter, not one per process
    expect((await ask(a!)).status).toBe(429);
  });

  it('a token signed in on A works on B', async () => {
    const { email } = await schoolAdmin();
    const client = newClient();
    const token = await signIn(a!, client, email, STRONG_PASSWORD);
    const verified = await call(b!, client, 'GET', '/api/auth/verify', { token });
    expect(verified.status).toBe(200);
  });

  it('a login lock set through A holds on B: the right password is refused there, with no token', async () => {
    const { email } = await schoolAdmin();
    const client = newClient();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const wrong = await call(a!, client, 'POST', '/api/auth/login', { body: { email, password: 'Wrong!Pass1' } });
      expect([200, 201]).not.toContain(wrong.status);
    }
    const right = await call(b!, client, 'POST', '/api/auth/login', { body: { email, password: STRONG_PASSWORD } });
    expect([200, 201]).not.toContain(right.status);
    expect(JSON.stringify(await right.json())).not.toMatch(/"token"/);
  });

  it('a session revoked through A (password reset) is refused by B at once, while B had it cached', async () => {
    const { email } = await schoolAdmin();
    const client = newClient();
    const token = await signIn(a!, client, email, STRONG_PASSWORD);

    smtp.clear();
    expect((await call(a!, client, 'POST', '/api/auth/send-password-reset-otp', { body: { email } })).status).toBe(200);
    const otp = otpFromMail(await smtp.waitFor((mail) => mail.to.includes(email.toLowerCase()), 20_000));
    const verified = await call(a!, client, 'POST', '/api/auth/verify-password-reset-otp', { body: { email, otp } });
    expect(verified.status).toBe(200);
    const { resetToken } = ((await verified.json()) as { data: { resetToken: string } }).data;

    // B has just read (and cached) the session floor: only a message from A can make it read again
    expect((await call(b!, client, 'GET', '/api/auth/verify', { token })).status).toBe(200);
    const reset = await call(a!, client, 'POST', '/api/auth/reset-password-with-otp', { body: { resetToken, newPassword: 'newpass1' } });
    expect(reset.status).toBe(200);

    expect((await call(b!, client, 'GET', '/api/auth/verify', { token })).status).toBe(401);
    const fresh = await signIn(b!, client, email, 'newpass1');
    expect((await call(a!, client, 'GET', '/api/auth/verify', { token: fresh })).status).toBe(200);
  });

  it('API_WORKERS=2 runs two workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const workerPids = () => [...cluster!.output().matchAll(/\(worker \d+, pid (\d+)\)/g)].map((m) => Number(m[1]));
    const [first, second] = workerPids();
    expect(first).not.toBe(second);
    expect((await fetch(`${cluster!.url}/api/health`)).status).toBe(200);

    process.kill(first!, 'SIGKILL');
    await cluster!.waitForOutput((out) => out.includes(`Worker ${first} stopped (SIGKILL)`) && occurrences(out, 'Listening on') >= 3);
    const replacement = workerPids()[2]!;
    expect([first, second]).not.toContain(replacement);
    expect((await fetch(`${cluster!.url}/api/health`)).status).toBe(200);

    expect(await cluster!.stop()).toBe(0);
    for (const pid of [second!, replacement]) expect(() => process.kill(pid, 0)).toThrow(); // gone with the primary
  });
});
