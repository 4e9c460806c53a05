import { createHash } from 'node:crypto';
import { API_MSG, KVS_REGIONS, REGION_GROUPS, type PaymentRegionChoices, type PaymentSubmissionRow, type PendingPaymentsOverview, type Role } from '@hackathon/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, files, paymentSubmissions, registrations, schools } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { insertAccount } from './support/fixtures-auth';
import { samplePdf } from './receipts-fixtures';
import { bearer, loadParticipants, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(180_000);

const BASE = '/api/payment-verification';

/**
 * Issue 25, payment verification on a live event: the region filter's choices follow the caller's
 * scope (and the list never leaves it), a bulk verdict acts on exactly a selection gathered over
 * two searches, and the admin, who may not verify, reads the pending payments and who can act.
 */
describe('payment selection, region choices and pending payments (/payment-verification/*)', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  let other: Record<Role, string>;
  let regionAdminName: string;
  let superAdminName: string;

  beforeAll(async () => {
    t = await createTestApp();
    p = await loadParticipants(t);
    tokens = tokensFor(t, p);
    other = tokensFor(t, p, p.schoolB);
    regionAdminName = `Region Verifier ${p.schoolA.region}`;
    superAdminName = 'Selma Super';
    await insertAccount(t, { role: 'region_admin', region: p.schoolA.region.toUpperCase(), username: 'ra.selection', fullName: regionAdminName });
    await insertAccount(t, { role: 'super_admin', username: 'sa.selection', fullName: superAdminName });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const get = (path: string, token: string) => t.request().get(`${BASE}${path}`).set(bearer(token));
  const post = (path: string, token: string, body: object) => t.request().post(`${BASE}${path}`).set(bearer(token)).send(body);

  /** Registered school codes of a region (the directory's region, as the scope reads it). */
  async function registeredIn(region: string): Promise<string[]> {
    const rows = await t.db
      .select({ code: registrations.schoolCode })
      .from(registrations)
      .innerJoin(schools, eq(schools.code, registrations.schoolCode))
      .where(sql`lower(${schools.region}) = lower(${region})`)
      .orderBy(registrations.schoolCode);
    return rows.map((r) => r.code);
  }

  /** Gives a school one fresh submitted payment (a PDF receipt, a reference of its own); answers the registration id. */
  async function makeSubmitted(code: string, referenceNumber: string): Promise<string> {
    const [registration] = await t.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.schoolCode, code));
    await t.db.delete(paymentSubmissions).where(eq(paymentSubmissions.registrationId, registration!.id));
    const pdf = samplePdf();
    const [file] = await t.db
      .insert(files)
      .values({ ownerSchoolCode: code, fileName: `receipt_${code}.pdf`, contentType: 'application/pdf', sizeBytes: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), data: pdf })
      .returning({ id: files.id });
    await t.db.insert(paymentSubmissions).values({ registrationId: registration!.id, fullName: 'Asha Verma', referenceNumber, receiptNumber: `${referenceNumber}U`, receiptFileId: file!.id, status: 'submitted' });
    await t.db.update(registrations).set({ paymentStatus: 'submitted' }).where(eq(registrations.id, registration!.id));
    return registration!.id;
  }

  const statusOf = async (ids: string[]) =>
    Object.fromEntries((await t.db.select({ id: registrations.id, status: registrations.paymentStatus }).from(registrations).where(inArray(registrations.id, ids))).map((r) => [r.id, r.status]));

  /** The ids one search shows, as the screen's selection picks them. */
  async function searchIds(token: string, search: string): Promise<string[]> {
    const res = await get('/list', token).query({ search, status: 'submitted', limit: 100 });
    expect(res.status).toBe(200);
    return (res.body.data.submissions as PaymentSubmissionRow[]).map((row) => row._id);
  }

  it('lets the verifiers read the region choices and the admin and super admin the pending payments', async () => {
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: `${BASE}/regions`, allowed: ['super_admin', 'region_admin'] },
        { method: 'get', path: `${BASE}/pending`, allowed: ['admin', 'super_admin'] },
      ],
      tokens,
    );
  });

  describe('GET /payment-verification/regions and the region filter', () => {
    it('offers the super admin the six groups and all 25 regions', async () => {
      const res = await get('/regions', tokens.super_admin).expect(200);
      expect(res.body.message).toBe(API_MSG.paymentsRegionsLoaded);
      const choices = res.body.data as PaymentRegionChoices;
      expect(choices.groups).toEqual([...REGION_GROUPS]);
      expect(choices.regions).toEqual(KVS_REGIONS.map((r) => r.name));
      expect(choices.regions).toHaveLength(25);
      // every one of them is a filter the list takes
      for (const region of choices.regions) expect((await get('/list', tokens.super_admin).query({ region, limit: 1 })).status).toBe(200);
    });

    it('offers a region admin its own region only, and its list never leaves it whatever region is asked', async () => {
      const res = await get('/regions', tokens.region_admin).expect(200);
      expect(res.body.data).toEqual({ groups: [], regions: [KVS_REGIONS.find((r) => r.name.toLowerCase() === p.schoolA.region.toLowerCase())!.name] });
      expect((await get('/regions', other.region_admin).expect(200)).body.data.regions).toEqual([p.schoolB.region]);

      await makeSubmitted(p.schoolA.code, 'RGNOWN001');
      await makeSubmitted(p.schoolB.code, 'RGNOTHER01');
      const own = await get('/list', tokens.region_admin).query({ region: p.schoolA.region, limit: 100 }).expect(200);
      const inRegion = new Set(await registeredIn(p.schoolA.region));
      expect(own.body.data.submissions.length).toBeGreaterThan(0);
      expect((own.body.data.submissions as PaymentSubmissionRow[]).every((row) => inRegion.has(row.kvCode))).toBe(true);
      // another region, by name or by its group: nothing (the scope is in the WHERE, the filter only narrows)
      const theirs = await get('/list', tokens.region_admin).query({ region: p.schoolB.region, limit: 100 }).expect(200);
      expect(theirs.body.data.submissions).toEqual([]);
      expect(theirs.body.data.pagination.total).toBe(0);
      const searched = await get('/list', tokens.region_admin).query({ search: 'RGNOTHER01' }).expect(200);
      expect(searched.body.data.submissions).toEqual([]);
    });

    it('refuses a region admin token without a region (403), never showing every region', async () => {
      const regionless = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000aa', role: 'region_admin' });
      expect((await get('/regions', regionless)).status).toBe(403);
    });
  });

  describe('bulk verify on a selection gathered over two searches', () => {
    it('verifies exactly the selected payments of both searches, and leaves the rest waiting', async () => {
      const [codeOne, codeTwo, codeThree] = (await registeredIn(p.schoolA.region)).slice(0, 3);
      const first = await makeSubmitted(codeOne!, 'SELFIRST001');
      const second = await makeSubmitted(codeTwo!, 'SELSECOND01');
      const untouched = await makeSubmitted(codeThree!, 'SELTHIRD001');

      // two searches, each showing one of them; the selection keeps both ids
      const selection = [...(await searchIds(tokens.super_admin, 'SELFIRST001')), ...(await searchIds(tokens.super_admin, 'SELSECOND01'))];
      expect(selection).toEqual([first, second]);

      const res = await post('/bulk-verify', tokens.super_admin, { registrationIds: selection }).expect(200);
      expect(res.body.data.appliedCount).toBe(2);
      expect(res.body.data.refusedCount).toBe(0);
      expect(res.body.data.applied.map((a: { _id: string }) => a._id).sort()).toEqual([first, second].sort());
      expect(await statusOf([first, second, untouched])).toEqual({ [first]: 'verified', [second]: 'verified', [untouched]: 'submitted' });
      const audited = await t.db.select({ id: auditLog.entityId }).from(auditLog).where(and(eq(auditLog.action, 'payment.verified'), inArray(auditLog.entityId, [first, second, untouched])));
      expect(audited.map((a) => a.id).sort()).toEqual([first, second].sort());

      // the same selection again: each is refused (already verified), nothing changes
      const again = await post('/bulk-verify', tokens.super_admin, { registrationIds: selection }).expect(200);
      expect(again.body.data).toMatchObject({ appliedCount: 0, refusedCount: 2 });
    });

    it("re-checks each id's scope: a region admin's selection reaching another region applies its own only", async () => {
      const [mineCode] = (await registeredIn(p.schoolA.region)).slice(3, 4);
      const mine = await makeSubmitted(mineCode!, 'SELMINE0001');
      const theirs = await makeSubmitted(p.schoolB.code, 'SELTHEIRS01');
      const res = await post('/bulk-verify', tokens.region_admin, { registrationIds: [mine, theirs] }).expect(200);
      expect(res.body.data.applied.map((a: { _id: string }) => a._id)).toEqual([mine]);
      expect(res.body.data.refused).toHaveLength(1);
      // refused unnamed: a region admin learns nothing of another region's school
      expect(res.body.data.refused[0]).toMatchObject({ _id: theirs, kvCode: null });
      expect(await statusOf([mine, theirs])).toEqual({ [mine]: 'verified', [theirs]: 'submitted' });
    });
  });

  describe('GET /payment-verification/pending (the admin: see them, and who can act)', () => {
    it('counts the pending payments of every region and names the region admins and super admins', async () => {
      const res = await get('/pending', tokens.admin).expect(200);
      expect(res.body.message).toBe(API_MSG.paymentsPendingLoaded);
      const data = res.body.data as PendingPaymentsOverview;
      const [{ n }] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(registrations).where(eq(registrations.paymentStatus, 'submitted'));
      expect(data.pending).toBe(n);
      expect(data.regions.reduce((sum, r) => sum + r.pending, 0)).toBe(n);
      // all 25 regions, each once, most pending first
      for (const region of KVS_REGIONS) expect(data.regions.filter((r) => r.region === region.name)).toHaveLength(1);
      const counts = data.regions.map((r) => r.pending);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);

      const mine = data.regions.find((r) => r.region.toLowerCase() === p.schoolA.region.toLowerCase())!;
      const [{ inRegion }] = await t.db
        .select({ inRegion: sql<number>`count(*)`.mapWith(Number) })
        .from(registrations)
        .innerJoin(schools, eq(schools.code, registrations.schoolCode))
        .where(and(eq(registrations.paymentStatus, 'submitted'), sql`lower(${schools.region}) = lower(${p.schoolA.region})`));
      expect(mine.pending).toBe(inRegion);
      expect(mine.pending).toBeGreaterThan(0);
      expect(mine.oldestSubmittedAt).toEqual(expect.any(String));
      // its region admin (stored in another case) is named; the super admins act everywhere
      expect(mine.verifiers).toContainEqual(expect.objectContaining({ name: regionAdminName, username: 'ra.selection' }));
      expect(data.superAdmins).toContainEqual(expect.objectContaining({ name: superAdminName, username: 'sa.selection' }));
      expect(data.regions.find((r) => r.region.toLowerCase() === p.schoolB.region.toLowerCase())!.verifiers).not.toContainEqual(expect.objectContaining({ name: regionAdminName }));
    });

    it('gives the admin no verdict: the verify and bulk routes stay 403 for it', async () => {
      const pending = await makeSubmitted(p.schoolA.code, 'ADMINTRY001');
      expect((await post('/bulk-verify', tokens.admin, { registrationIds: [pending] })).status).toBe(403);
      expect((await t.request().put(`${BASE}/verify/${pending}`).set(bearer(tokens.admin)).send({})).status).toBe(403);
      expect(await statusOf([pending])).toEqual({ [pending]: 'submitted' });
    });
  });
});
