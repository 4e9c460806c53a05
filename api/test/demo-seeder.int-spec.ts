import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { KVS_REGIONS, STRONG_PASSWORD_PATTERN, TEAM_ID_PATTERN } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import supertest from 'supertest';
import { createApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/app-config';
import { DB, type Db } from '../src/database/db';
import { accounts } from '../src/database/schema';
import { CREDENTIALS_FILE, DemoSeederService, datasetCounts, generateDataset, type CredentialsFile } from '../src/modules/demo';
import { createTestApp } from './support';

jest.setTimeout(180_000);

/** Runs `fn` with extra process environment variables (the seed settings are read from it at boot). */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const one = async (table: string) => {
    const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
    return res.rows[0]!.n;
  };
  return {
    schools: await one('schools'),
    registrations: await one('registrations'),
    schoolAdmins: await one("accounts where role = 'school_admin'"),
    paymentSubmissions: await one('payment_submissions'),
    receiptFiles: await one('files'),
    mentors: await one('mentors'),
    teams: await one('teams'),
    students: await one('team_members'),
    schedules: await one('school_schedules'),
    backOffice: await one("accounts where role in ('admin', 'super_admin', 'region_admin')"),
  };
}

async function scalar(db: Db, query: string): Promise<number> {
  const res = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
}

describe('demo seeder: first start, restart, credentials', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hackathon-demo-seed-'));
  const serverUrl = process.env.DATABASE_URL;
  const schema = serverUrl ? `demo_seed_${process.pid}_${randomBytes(3).toString('hex')}` : undefined;
  // a persisted database (PGlite on disk, or one server schema) so the second start meets the first one's data
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'true', PUBLIC_URL: 'http://portal.test', DATABASE_URL: serverUrl },
    { databaseSchema: schema },
  );
  const boot = () => withEnv({ SEED_ACCOUNTS: 'true' }, () => createApp({ config, logger: false }));
  let app: NestExpressApplication;
  let db: Db;
  let file: CredentialsFile;
  const credentialsPath = join(dataDir, CREDENTIALS_FILE);

  beforeAll(async () => {
    app = await boot();
    db = app.get<Db>(DB);
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    if (schema && serverUrl) {
      const pool = new Pool({ connectionString: serverUrl, max: 1 });
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => pool.end());
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('loads the national data set on the first start, in one pass and in seconds', async () => {
    const outcome = app.get(DemoSeederService).lastOutcome!;
    const expected = datasetCounts(generateDataset());
    expect(outcome.demoSeeded).toBe(true);
    expect(outcome.accountsCreated).toBe(2 + KVS_REGIONS.length);
    expect(outcome.counts).toEqual(expected);
    // "seconds, not minutes" (generous for a loaded CI machine)
    expect(outcome.ms).toBeLessThan(60_000);
    process.stdout.write(`demo seed took ${outcome.ms} ms: ${JSON.stringify(outcome.counts)}\n`);

    const counts = await tableCounts(db);
    const { regions: _regions, ...rows } = expected;
    expect(counts).toEqual({ ...rows, backOffice: 2 + KVS_REGIONS.length });
    expect(counts.schools).toBeGreaterThanOrEqual(1000);
  });

  it('holds every rule of the schema and the spec in the loaded rows', async () => {
    expect(await scalar(db, 'select count(distinct region)::int as n from schools')).toBe(25);
    expect(await scalar(db, 'select count(distinct zone)::int as n from schools')).toBe(5);
    expect(await scalar(db, "select count(distinct payment_status)::int as n from registrations")).toBe(4);
    expect(await scalar(db, 'select coalesce(max(c), 0)::int as n from (select count(*) c from teams group by school_code) x')).toBe(4);
    expect(await scalar(db, 'select coalesce(max(c), 0)::int as n from (select count(*) c from mentors group by school_code) x')).toBe(2);
    expect(await scalar(db, 'select count(*)::int as n from teams t where (select count(*) from team_members m where m.team_id = t.id and m.is_leader) <> 1')).toBe(0);
    expect(await scalar(db, 'select count(*)::int as n from teams t where (select count(*) from team_members m where m.team_id = t.id) not between 1 and 5')).toBe(0);
    expect(
      await scalar(
        db,
        "select count(*)::int as n from team_members m join teams t on t.id = m.team_id where (t.category = 'jr' and m.class not in (8, 9, 10)) or (t.category = 'sr' and m.class not in (11, 12))",
      ),
    ).toBe(0);
    expect(await scalar(db, "select count(*)::int as n from teams where team_id !~ '^[A-Z][0-9]+(JR|SR)[1-4]$'")).toBe(0);
    expect(await scalar(db, 'select count(*)::int as n from teams t join schools s on s.code = t.school_code where left(t.team_id, 1) <> upper(left(s.region, 1))')).toBe(0);
    expect(await scalar(db, 'select count(*)::int as n from (select assigned_mentor_id from teams where assigned_mentor_id is not null group by 1 having count(*) > 2) x')).toBe(0);
    // the newest submission carries the registration's payment status; every receipt's bytes match its hash
    expect(
      await scalar(
        db,
        `select count(*)::int as n from registrations r
         where r.payment_status <> coalesce((select p.status from payment_submissions p where p.registration_id = r.id order by p.submitted_at desc limit 1), 'not_submitted')`,
      ),
    ).toBe(0);
    expect(await scalar(db, "select count(*)::int as n from files where encode(sha256(data), 'hex') <> sha256 or octet_length(data) <> size_bytes")).toBe(0);
    expect(await scalar(db, "select count(*)::int as n from payment_submissions where status <> 'submitted' and verified_by is null")).toBe(0);
    expect(await scalar(db, 'select count(*)::int as n from school_schedules')).toBeGreaterThan(0);
  });

  it('writes the credentials file once, readable only by its owner', () => {
    expect(statSync(credentialsPath).mode & 0o777).toBe(0o600);
    file = JSON.parse(readFileSync(credentialsPath, 'utf8')) as CredentialsFile;
    expect(file.admin).toEqual({ email: 'admin@hackathon.local', password: expect.stringMatching(STRONG_PASSWORD_PATTERN), signInAt: '/login' });
    expect(file.superAdmin).toEqual({ username: 'superadmin', password: expect.stringMatching(STRONG_PASSWORD_PATTERN), signInAt: '/region-admin-login' });
    expect(file.regionAdmins.map((r) => r.username).sort()).toEqual(KVS_REGIONS.map((r) => `ra.${r.slug}`).sort());
    expect(new Set(file.regionAdmins.map((r) => r.password)).size).toBe(KVS_REGIONS.length);
    expect(file.schoolAdmins).toHaveLength(3);
    expect(file.teams).toHaveLength(3);
    for (const team of file.teams) expect(team.teamId).toMatch(TEAM_ID_PATTERN);
    expect(file.portalUrl).toBe('http://portal.test');
  });

  it('lets every kind of demo account sign in', async () => {
    const http = supertest(app.getHttpServer());
    const admin = await http.post('/api/auth/login').send({ email: file.admin!.email, password: file.admin!.password }).expect(200);
    expect(admin.body.data.user.role).toBe('admin');
    const sup = await http.post('/api/region-admin/login').send({ username: file.superAdmin!.username, password: file.superAdmin!.password }).expect(200);
    expect(sup.body.data.admin).toMatchObject({ role: 'super_admin', region: null });
    for (const ra of [file.regionAdmins[0]!, file.regionAdmins[24]!]) {
      const res = await http.post('/api/region-admin/login').send({ username: ra.username, password: ra.password }).expect(200);
      expect(res.body.data.admin).toMatchObject({ role: 'region_admin', region: ra.region });
      const dash = await http.get('/api/region-admin/dashboard').set('Authorization', `Bearer ${res.body.data.token}`).expect(200);
      expect(dash.body.data.region).toBe(ra.region);
      expect(dash.body.data.stats.schools).toBeGreaterThan(30);
    }
    for (const school of file.schoolAdmins) {
      const res = await http.post('/api/auth/login').send({ email: school.email, password: school.password }).expect(200);
      expect(res.body.data.user).toMatchObject({ role: 'school_admin', schoolCode: school.schoolCode });
      const teams = await http.get(`/api/teams/school/${school.schoolCode}`).set('Authorization', `Bearer ${res.body.data.token}`).expect(200);
      expect(teams.body.data).toHaveLength(4);
    }
    for (const team of file.teams) {
      const res = await http.post('/api/teams/login').send({ teamId: team.teamId, password: team.password }).expect(200);
      expect(res.body.data.team.teamId).toBe(team.teamId);
    }
    // the other accounts' passwords are unknown: a demo password does not open them
    const [other] = await db.select({ email: accounts.email }).from(accounts).where(sql`${accounts.role} = 'school_admin' and ${accounts.schoolCode} not in (${sql.join(file.schoolAdmins.map((s) => sql`${s.schoolCode}`), sql`, `)}) and ${accounts.emailVerifiedAt} is not null`).limit(1);
    await http.post('/api/auth/login').send({ email: other!.email, password: file.schoolAdmins[0]!.password }).expect(401);
  });

  it('does nothing more on a restart: no duplicates, the file untouched', async () => {
    const before = await tableCounts(db);
    const fileBefore = readFileSync(credentialsPath, 'utf8');
    const mtime = statSync(credentialsPath).mtimeMs;
    await app.close();
    app = await boot();
    db = app.get<Db>(DB);
    const outcome = app.get(DemoSeederService).lastOutcome!;
    expect(outcome).toMatchObject({ accountsCreated: 0, demoSeeded: false, counts: null, credentialsPath: null });
    expect(await tableCounts(db)).toEqual(before);
    expect(readFileSync(credentialsPath, 'utf8')).toBe(fileBefore);
    expect(statSync(credentialsPath).mtimeMs).toBe(mtime);
    // running the seeder again in the same process changes nothing either
    const again = await app.get(DemoSeederService).seed();
    expect(again).toMatchObject({ accountsCreated: 0, demoSeeded: false });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('recreates a deleted back-office account and records only it', async () => {
    await db.delete(accounts).where(sql`${accounts.username} = 'ra.agra'`);
    const outcome = await app.get(DemoSeederService).seed();
    expect(outcome.accountsCreated).toBe(1);
    const updated = JSON.parse(readFileSync(credentialsPath, 'utf8')) as CredentialsFile;
    expect(updated.admin).toEqual(file.admin);
    const agra = updated.regionAdmins.find((r) => r.username === 'ra.agra')!;
    expect(agra.password).not.toBe(file.regionAdmins.find((r) => r.username === 'ra.agra')!.password);
    expect(updated.regionAdmins).toHaveLength(KVS_REGIONS.length);
    await supertest(app.getHttpServer()).post('/api/region-admin/login').send({ username: 'ra.agra', password: agra.password }).expect(200);
  });
});

describe('demo seeder: settings', () => {
  it('takes back-office passwords from the environment and does not write them to the file', async () => {
    const env = { SEED_ACCOUNTS: 'true', ADMIN_PASSWORD: 'Admin-Env-Pass1', SUPER_ADMIN_PASSWORD: 'Super-Env-Pass1', REGION_ADMIN_PASSWORD: 'Region-Env-Pass1', ADMIN_EMAIL: 'Chief@Example.org' };
    const t = await withEnv(env, () => createTestApp());
    try {
      const file = JSON.parse(readFileSync(join(t.config.dataDir, CREDENTIALS_FILE), 'utf8')) as CredentialsFile;
      expect(file.admin).toEqual({ email: 'chief@example.org', password: null, passwordFrom: 'ADMIN_PASSWORD', signInAt: '/login' });
      expect(file.regionAdmins.every((r) => r.password === null && r.passwordFrom === 'REGION_ADMIN_PASSWORD')).toBe(true);
      expect(readFileSync(join(t.config.dataDir, CREDENTIALS_FILE), 'utf8')).not.toContain('Env-Pass');
      await t.request().post('/api/auth/login').send({ email: 'chief@example.org', password: env.ADMIN_PASSWORD }).expect(200);
      await t.request().post('/api/region-admin/login').send({ username: 'superadmin', password: env.SUPER_ADMIN_PASSWORD }).expect(200);
      await t.request().post('/api/region-admin/login').send({ username: 'ra.varanasi', password: env.REGION_ADMIN_PASSWORD }).expect(200);
      // SEED_DEMO is off: accounts only, no directory
      expect(await scalar(t.db, 'select count(*)::int as n from schools')).toBe(0);
      expect(t.get(DemoSeederService).lastOutcome).toMatchObject({ demoSeeded: false, accountsCreated: 27 });
    } finally {
      await t.close();
    }
  });

  it('stops the start on a malformed setting, naming it', async () => {
    await expect(withEnv({ SEED_ACCOUNTS: 'true', ADMIN_PASSWORD: 'short' }, () => createTestApp())).rejects.toThrow(/ADMIN_PASSWORD must be at least 8 characters/);
    await expect(withEnv({ SUPER_ADMIN_USERNAME: 'Not A Name!' }, () => createTestApp())).rejects.toThrow(/SUPER_ADMIN_USERNAME/);
    await expect(withEnv({ SEED_ACCOUNTS: 'perhaps' }, () => createTestApp())).rejects.toThrow(/SEED_ACCOUNTS must be true or false/);
  });

  it('creates no accounts and no file under NODE_ENV=test unless asked (tests make their own)', async () => {
    const t = await createTestApp();
    try {
      expect(t.get(DemoSeederService).lastOutcome).toMatchObject({ accountsCreated: 0, demoSeeded: false, credentialsPath: null });
      expect(() => statSync(join(t.config.dataDir, CREDENTIALS_FILE))).toThrow();
    } finally {
      await t.close();
    }
  });
});
