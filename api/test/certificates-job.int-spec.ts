import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_MSG, CERTIFICATES_API, type CertificateBatch } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { Pool } from 'pg';
import supertest from 'supertest';
import { TokenService } from '../src/auth/token.service';
import { createApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/app-config';
import { DB, queryRows, type Db } from '../src/database';
import { certificateBatches, certificateNotices, certificates, mailOutbox } from '../src/database/schema';
import { createTestApp, type TestApp } from './support';
import { pgliteTemplate } from './support/pglite-template';
import { api, batchBody, onlyAtPhase2, waitForBatch } from './certificates-fixtures';
import { bearer, loadParticipants, type Participants } from './teams-fixtures';

jest.setTimeout(240_000);

/** An app on a database that outlives it: a PGlite folder, or a PostgreSQL schema (DATABASE_URL). */
interface Durable {
  start(extra: Record<string, string>): Promise<{ app: NestExpressApplication; db: Db; request: () => ReturnType<typeof supertest>; adminToken: string }>;
  dispose(): Promise<void>;
}

function durableDatabase(): Durable {
  const dataDir = mkdtempSync(join(tmpdir(), 'hackathon-certificates-'));
  const url = process.env.DATABASE_URL;
  const schema = url ? `test_cert_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const secret = randomBytes(32).toString('hex');
  return {
    async start(extra) {
      mkdirSync(dataDir, { recursive: true });
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: secret, SEED_DEMO: 'false', PUBLIC_URL: 'http://portal.test', DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test-cert-${randomBytes(4).toString('hex')}:`, ...extra };
      const config = loadConfig(env, url ? { inMemoryDatabase: true, databaseSchema: schema } : {});
      // the migrated template only seeds an empty folder
      const fresh = !url && !existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));
      const app = await createApp({ config, logger: ['error'], database: fresh ? { pgliteTemplate: await pgliteTemplate() } : {} });
      const adminToken = app.get(TokenService).sign({ sub: '00000000-0000-4000-8000-000000000001', role: 'admin', email: 'admin@hackathon.test' });
      return { app, db: app.get<Db>(DB), request: () => supertest(app.getHttpServer()), adminToken };
    },
    async dispose() {
      if (url && schema) {
        const pool = new Pool({ connectionString: url, max: 1 });
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => pool.end());
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the certificate job survives a restart: it resumes and never doubles', () => {
  const durable = durableDatabase();
  let first: Awaited<ReturnType<Durable['start']>> | undefined;
  let second: Awaited<ReturnType<Durable['start']>> | undefined;

  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await durable.dispose();
  }, 60_000);

  it('a batch interrupted by a stop completes on the next start: one PDF per certificate, each holder told once', async () => {
    // chunks of one, so the stop lands mid-way; the next start finds the batch by its poll
    const settings = { CERTIFICATE_JOB_CHUNK: '1', CERTIFICATE_JOB_POLL_MS: '100' };
    first = await durable.start(settings);
    const p: Participants = await loadParticipants({ db: first.db } as TestApp);
    const chosen = [...p.schoolA.teams.slice(0, 3), ...p.schoolB.teams.slice(0, 2)].map((team) => team.id);
    await onlyAtPhase2(first.db, chosen);
    const selection = { minPhase: 2 as const, schoolCodes: [p.schoolA.code, p.schoolB.code] };
    const preview = await first.request().post(api(CERTIFICATES_API.issue.path())).set(bearer(first.adminToken)).send(batchBody('participation', selection)).expect(200);
    const count = preview.body.data.count as number;
    expect(count).toBeGreaterThan(8);
    const issued = await first.request().post(api(CERTIFICATES_API.issue.path())).set(bearer(first.adminToken)).send(batchBody('participation', selection, { confirm: true, expectedCount: count })).expect(201);
    const batchId = (issued.body.data.batch as CertificateBatch)._id;
    // stopped once its first chunk is saved: the job finishes the certificate in hand and hands the batch back
    const running = first;
    const rendered = async () => (await running.db.select({ n: certificateBatches.rendered }).from(certificateBatches).where(eq(certificateBatches.id, batchId)))[0]!.n;
    for (let i = 0; (await rendered()) < 1; i += 1) {
      if (i > 4000) throw new Error('the job made no PDF');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await first.app.close();
    first = undefined;

    // a look at the stopped batch from a start whose job does not poll within the test
    const look = await durable.start({ ...settings, CERTIFICATE_JOB_POLL_MS: '3600000' });
    const [stopped] = await look.db.select().from(certificateBatches).where(eq(certificateBatches.id, batchId));
    await look.app.close();
    expect(stopped!.state).toBe('running');
    expect(stopped!.rendered).toBeLessThan(count);
    expect(stopped!.lockedBy).toBeNull();

    second = await durable.start(settings);

    const done = await waitForBatch(second.request, second.adminToken, batchId);
    expect(done).toMatchObject({ state: 'done', total: count, rendered: count, notified: done.toNotify, error: null });
    const files = await queryRows<{ id: string; files: number; in_language: number }>(
      second.db,
      sql`select c.id, count(f.certificate_id)::int as files, count(f.certificate_id) filter (where f.language = c.language)::int as in_language
        from certificates c left join certificate_files f on f.certificate_id = c.id where c.batch_id = ${batchId}::uuid group by c.id`,
    );
    expect(files).toHaveLength(count);
    expect(files.filter((f) => f.files !== 1 || f.in_language !== 1)).toEqual([]);
    const unsent = await second.db.select().from(certificateNotices).where(sql`${certificateNotices.sentAt} is null`);
    expect(unsent).toEqual([]);
    // one mail per school admin: the two schools' admins, once each
    const mails = await queryRows<{ to: string; n: number }>(second.db, sql`select lower(to_address) as to, count(*)::int as n from ${mailOutbox} group by 1`);
    expect(mails.map((m) => [m.to, m.n]).sort()).toEqual([[p.schoolA.adminEmail.toLowerCase(), 1], [p.schoolB.adminEmail.toLowerCase(), 1]].sort());
    const bells = await queryRows<{ team: string; n: number }>(second.db, sql`select target_team_id::text as team, count(*)::int as n from notifications where target_team_id is not null group by 1`);
    expect(bells.map((b) => [b.team, b.n]).sort()).toEqual(chosen.map((id) => [id, 1]).sort());
    expect(await second.db.select().from(certificates).where(eq(certificates.status, 'valid'))).toHaveLength(count);
  });
});

describe('code guessing is rate limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CERTIFICATE_VERIFY_LIMIT: '3' } });
  });
  afterAll(() => t?.close());

  it('answers 429 after CERTIFICATE_VERIFY_LIMIT lookups a minute, and only on the verification', async () => {
    const guess = (code: string) => t.request().get(api(CERTIFICATES_API.verify.path(code)));
    for (const code of ['AAAA-AAAA-AAAA', 'BBBB-BBBB-BBBB', 'not-a-code']) expect([400, 404]).toContain((await guess(code)).status);
    const refused = await guess('CCCC-CCCC-CCCC').expect(429);
    expect(refused.body).toMatchObject({ success: false, message: API_MSG.tooManyRequests });
    await t.request().get('/api/health').expect(200);
  });
});
