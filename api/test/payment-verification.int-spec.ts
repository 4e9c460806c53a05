import { createHash, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  API_MSG,
  MSG,
  PAGING_MSG,
  PAYMENT_VERIFICATION_EXPORT_FILE,
  PAYMENT_VERIFICATION_MSG,
  PAYMENT_VERIFICATION_STATUSES,
  REGION_FILTER_VALUES,
  regionGroupOf,
  type PaymentStatus,
  type PaymentSubmissionRow,
  type Role,
} from '@hackathon/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Response } from 'superagent';
import { auditLog, files, notifications, paymentSubmissions, registrations, schools } from '../src/database/schema';
import { binaryBody, createTestApp, expectRoleMatrix, startSmtpCatcher, type RoleMatrixRoute, type SmtpCatcher, type TestApp } from './support';
import { BackgroundMailService } from '../src/mail';
import { PaymentVerificationModule } from '../src/modules/payment-verification';
import { insertAccount } from './support/fixtures-auth';
import { samplePdf, samplePng } from './receipts-fixtures';
import { bearer, loadParticipants, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(180_000);

const BASE = '/api/payment-verification';
const BOM = '\uFEFF';

/**
 * Payment verification on the generated national data set, with a real SMTP server catching the
 * school's mail. Each test puts the payments it needs into the state it needs (straight in the
 * database), so the tests do not depend on each other's order.
 */
describe('payment verification (/payment-verification/*)', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let p: Participants;
  /** Tokens pointing at school A (its region for the region admin). */
  let tokens: Record<Role, string>;
  /** Tokens pointing at school B, in another region. */
  let other: Record<Role, string>;
  /** A super admin with a stored account (so the row names the verifier). */
  let superAdmin: string;
  let superAdminEmail: string;
  /** A region admin of school A's region with a stored account. */
  let regionAdmin: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    p = await loadParticipants(t);
    tokens = tokensFor(t, p);
    other = tokensFor(t, p, p.schoolB);
    const superAccount = await insertAccount(t, { role: 'super_admin', username: 'vera.verifier', fullName: 'Vera Verifier' });
    superAdminEmail = superAccount.email!;
    superAdmin = t.tokenFor({ sub: superAccount.id, role: 'super_admin', email: superAdminEmail });
    const regionAccount = await insertAccount(t, { role: 'region_admin', region: p.schoolA.region, fullName: 'Ravi Region' });
    regionAdmin = t.tokenFor({ sub: regionAccount.id, role: 'region_admin', region: p.schoolA.region, email: regionAccount.email! });
  }, 180_000);

  let smtpStopped = false;
  afterAll(async () => {
    await t?.close();
    if (!smtpStopped) await smtp?.stop();
  }, 60_000);

  // ------------------------------------------------------------------ helpers

  const registrationOf = async (code: string) => (await t.db.select().from(registrations).where(eq(registrations.schoolCode, code)))[0]!;

  /** Registered school codes of a region (directory region, as the scope reads it). */
  async function registeredIn(region: string): Promise<string[]> {
    const rows = await t.db
      .select({ code: registrations.schoolCode })
      .from(registrations)
      .innerJoin(schools, eq(schools.code, registrations.schoolCode))
      .where(sql`lower(${schools.region}) = lower(${region})`)
      .orderBy(registrations.schoolCode);
    return rows.map((r) => r.code);
  }

  /** Registered codes outside school A's and B's regions. */
  async function registeredElsewhere(): Promise<string[]> {
    const rows = await t.db
      .select({ code: registrations.schoolCode })
      .from(registrations)
      .innerJoin(schools, eq(schools.code, registrations.schoolCode))
      .where(sql`lower(${schools.region}) not in (lower(${p.schoolA.region}), lower(${p.schoolB.region}))`)
      .orderBy(registrations.schoolCode);
    return rows.map((r) => r.code);
  }

  /** Gives a school one fresh submitted payment (with a PDF receipt) and nothing else. */
  async function makeSubmitted(code: string, submittedAt = new Date()): Promise<{ registrationId: string; submissionId: string; fileId: string; referenceNumber: string; receiptNumber: string }> {
    const registration = await registrationOf(code);
    await t.db.delete(paymentSubmissions).where(eq(paymentSubmissions.registrationId, registration.id));
    const pdf = samplePdf();
    const [file] = await t.db
      .insert(files)
      .values({ ownerSchoolCode: code, fileName: `receipt_${code}.pdf`, contentType: 'application/pdf', sizeBytes: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), data: pdf })
      .returning({ id: files.id });
    const referenceNumber = `SBIC${code}00`;
    const receiptNumber = `UTR${code}99`;
    const [submission] = await t.db
      .insert(paymentSubmissions)
      .values({ registrationId: registration.id, fullName: 'Asha Verma', referenceNumber, receiptNumber, receiptFileId: file!.id, status: 'submitted', submittedAt })
      .returning({ id: paymentSubmissions.id });
    await t.db.update(registrations).set({ paymentStatus: 'submitted' }).where(eq(registrations.id, registration.id));
    return { registrationId: registration.id, submissionId: submission!.id, fileId: file!.id, referenceNumber, receiptNumber };
  }

  /** A school's payment in a decided state (its one submission says the same), or not_submitted without submissions. */
  async function makeStatus(code: string, status: PaymentStatus, submittedAt = new Date()): Promise<string> {
    if (status === 'not_submitted') {
      const registration = await registrationOf(code);
      await t.db.delete(paymentSubmissions).where(eq(paymentSubmissions.registrationId, registration.id));
      await t.db.update(registrations).set({ paymentStatus: 'not_submitted' }).where(eq(registrations.id, registration.id));
      return registration.id;
    }
    const made = await makeSubmitted(code, submittedAt);
    if (status !== 'submitted') {
      await t.db
        .update(paymentSubmissions)
        .set({ status, verifiedAt: new Date(), rejectionReason: status === 'rejected' ? 'Earlier reason' : null })
        .where(eq(paymentSubmissions.id, made.submissionId));
      await t.db.update(registrations).set({ paymentStatus: status }).where(eq(registrations.id, made.registrationId));
    }
    return made.registrationId;
  }

  /** Waits for the verdict mails still in flight, then forgets every caught mail. */
  async function clearMail(): Promise<void> {
    await t.app.select(PaymentVerificationModule).get(BackgroundMailService, { strict: true }).drain();
    smtp.clear();
  }

  const get = (path: string, token: string) => t.request().get(`${BASE}${path}`).set(bearer(token));
  const put = (path: string, token: string, body: object) => t.request().put(`${BASE}${path}`).set(bearer(token)).send(body);
  const post = (path: string, token: string, body: object) => t.request().post(`${BASE}${path}`).set(bearer(token)).send(body);

  /** Every row of the list for this query (walks the pages). */
  async function allRows(token: string, query: Record<string, string | number> = {}): Promise<PaymentSubmissionRow[]> {
    const rows: PaymentSubmissionRow[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get('/list', token).query({ ...query, page, limit: 100 });
      expect(res.status).toBe(200);
      rows.push(...res.body.data.submissions);
      if (!res.body.data.pagination.hasNextPage) return rows;
    }
  }

  /** A CSV download: the body as bytes (csvText reads it). */
  const download = (token: string, query: Record<string, string> = {}) => get('/export', token).query(query).buffer(true).parse(binaryBody);

  const csvText = (res: Response): string => (res.body as Buffer).toString('utf8');
  const csvRecords = (res: Response): string[][] => parse(csvText(res).replace(BOM, ''), { bom: false }) as string[][];

  // ------------------------------------------------------------------ contracts and roles

  it('documents every route in /api/docs with the data schema of its declaration', async () => {
    const doc = (await t.request().get('/api/docs-json')).body;
    const dataType = (path: string, method: string, status: string) => doc.paths[`${BASE}${path}`]?.[method]?.responses?.[status]?.content?.['application/json']?.schema?.properties?.data?.$ref?.split('/').pop();
    expect(dataType('/list', 'get', '200')).toBe('PaymentSubmissionsPage');
    expect(dataType('/submissions', 'get', '200')).toBe('PaymentSubmissionsPage');
    expect(dataType('/stats', 'get', '200')).toBe('PaymentVerificationStats');
    expect(dataType('/verify/{id}', 'put', '200')).toBe('PaymentSubmissionRow');
    expect(dataType('/reject/{id}', 'put', '200')).toBe('PaymentSubmissionRow');
    expect(dataType('/bulk-verify', 'post', '200')).toBe('PaymentBulkResult');
    expect(dataType('/bulk-reject', 'post', '200')).toBe('PaymentBulkResult');
    expect(dataType('/mail-preview', 'post', '200')).toBe('PaymentMailPreview');
    expect(dataType('/upload', 'post', '201')).toBe('PaymentInfoData');
    expect(Object.keys(doc.paths[`${BASE}/export`].get.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths[`${BASE}/receipt/{id}`].get.responses['200'].content)).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
  });

  it('lets only super admins and region admins in (the admin too is refused); upload is the school admin\'s', async () => {
    const unknown = randomUUID();
    const verifiers: Role[] = ['super_admin', 'region_admin'];
    const routes: RoleMatrixRoute[] = [
      { method: 'get', path: `${BASE}/list`, allowed: verifiers },
      { method: 'get', path: `${BASE}/submissions`, allowed: verifiers },
      { method: 'get', path: `${BASE}/stats`, allowed: verifiers },
      { method: 'get', path: `${BASE}/export`, allowed: verifiers },
      { method: 'put', path: `${BASE}/verify/${unknown}`, allowed: verifiers, body: {} },
      { method: 'put', path: `${BASE}/reject/${unknown}`, allowed: verifiers, body: { reason: 'Wrong amount' } },
      { method: 'post', path: `${BASE}/bulk-verify`, allowed: verifiers, body: { registrationIds: [unknown] } },
      { method: 'post', path: `${BASE}/bulk-reject`, allowed: verifiers, body: { registrationIds: [unknown], reason: 'Wrong amount' } },
      { method: 'post', path: `${BASE}/mail-preview`, allowed: verifiers, body: { action: 'verify', registrationIds: [unknown] } },
      { method: 'get', path: `${BASE}/receipt/${unknown}`, allowed: verifiers },
      { method: 'post', path: `${BASE}/upload`, allowed: ['school_admin'], body: {} },
    ];
    await expectRoleMatrix(t, routes, tokens);

    const admin = await get('/list', tokens.admin);
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(API_MSG.forbidden);
  });

  // ------------------------------------------------------------------ list, stats, export

  describe('GET /list and /submissions', () => {
    it('pages 20 by default, newest submission first, with the spec pagination (totalSubmissions = total)', async () => {
      const res = await get('/list', superAdmin);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.listLoaded);
      const { submissions, pagination } = res.body.data;
      const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(sql`${registrations.paymentStatus} <> 'not_submitted'`);
      expect(pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(n / 20), total: n, totalSubmissions: n, limit: 20, hasPrevPage: false, hasNextPage: n > 20 });
      expect(submissions).toHaveLength(Math.min(20, n));
      const times = submissions.map((s: PaymentSubmissionRow) => s.paymentSubmittedAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(submissions.every((s: PaymentSubmissionRow) => s.paymentStatus !== 'not_submitted')).toBe(true);

      const alias = await get('/submissions', superAdmin);
      expect(alias.status).toBe(200);
      expect(alias.body.data).toEqual(res.body.data);
    });

    it('shows a row with every field: the newest submission, its receipt and who gave the verdict', async () => {
      const code = p.schoolA.code;
      const made = await makeSubmitted(code);
      await put(`/verify/${made.registrationId}`, superAdmin, { notes: 'Matched with the bank statement' }).expect(200);
      const res = await get('/list', superAdmin).query({ search: code });
      const row = (res.body.data.submissions as PaymentSubmissionRow[]).find((s) => s.kvCode === code)!;
      const registration = await registrationOf(code);
      expect(row).toEqual({
        _id: registration.id,
        fullName: 'Asha Verma',
        email: registration.email,
        kvCode: code,
        kvName: registration.kvName,
        district: registration.district,
        state: registration.state,
        region: registration.region,
        referenceNumber: made.referenceNumber,
        receiptNumber: made.receiptNumber,
        paymentStatus: 'verified',
        paymentSubmittedAt: expect.any(String),
        paymentVerifiedAt: expect.any(String),
        paymentVerifiedBy: { fullName: 'Vera Verifier', email: superAdminEmail },
        rejectionReason: null,
        notes: 'Matched with the bank statement',
        hasReceiptFile: true,
        receiptFileId: made.fileId,
        receiptFileName: `receipt_${code}.pdf`,
        receiptFileType: 'application/pdf',
        receiptFileSize: samplePdf().length,
        submissionId: made.submissionId,
      });
    });

    it('filters by status, region (group or name, any case) and search over name, email, code, reference and receipt number', async () => {
      const code = p.schoolA.code;
      const made = await makeSubmitted(code);
      const registration = await registrationOf(code);

      for (const status of ['submitted', 'verified', 'rejected'] as const) {
        const rows = await allRows(superAdmin, { status });
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.paymentStatus === status)).toBe(true);
      }
      expect((await allRows(superAdmin, { status: 'submitted' })).map((r) => r.kvCode)).toContain(code);
      expect((await allRows(superAdmin, { status: 'all' })).length).toBe((await allRows(superAdmin)).length);

      const group = regionGroupOf(p.schoolA.region)!;
      const byGroup = await allRows(superAdmin, { region: group.toUpperCase() });
      expect(byGroup.map((r) => r.kvCode)).toContain(code);
      expect(byGroup.every((r) => regionGroupOf(r.region) === group)).toBe(true);
      const byName = await allRows(superAdmin, { region: p.schoolA.region.toLowerCase() });
      expect(byName.length).toBeGreaterThan(0);
      expect(byName.every((r) => r.region.toLowerCase() === p.schoolA.region.toLowerCase())).toBe(true);

      for (const term of [code, made.referenceNumber.toLowerCase(), made.receiptNumber, registration.email.toUpperCase(), registration.kvName.slice(2, 12), 'asha verma']) {
        const rows = await allRows(superAdmin, { search: term });
        expect({ term, found: rows.some((r) => r.kvCode === code) }).toEqual({ term, found: true });
      }
      expect(await allRows(superAdmin, { search: 'zz-no-such-payment-zz' })).toEqual([]);
    });

    it("finds text beyond ASCII exactly as the database's ILIKE does (ASCII terms take a cheaper comparison first)", async () => {
      const code = p.schoolA.code;
      await makeSubmitted(code);
      const registration = await registrationOf(code);
      // accented letters, and the Kelvin sign, which some locales fold to an ASCII 'k'
      const name = 'Zoë Ñandú \u212Aelvin';
      await t.db.update(registrations).set({ fullName: name }).where(eq(registrations.id, registration.id));
      try {
        for (const term of ['ñandú', 'ÑANDÚ', 'ZOË', 'zo', 'nd', 'kelvin', 'elvin', 'ñx']) {
          const [expected] = await t.db.select({ found: sql<boolean>`${name}::text ilike ${`%${term}%`}` }).from(registrations).limit(1);
          const rows = await allRows(superAdmin, { search: term });
          expect({ term, found: rows.some((r) => r.kvCode === code) }).toEqual({ term, found: Boolean(expected!.found) });
        }
      } finally {
        await t.db.update(registrations).set({ fullName: registration.fullName }).where(eq(registrations.id, registration.id));
      }
    });

    it('sorts by the whitelisted keys', async () => {
      const rows = await allRows(superAdmin, { sort: 'kvCode', order: 'asc' });
      const codes = rows.map((r) => r.kvCode);
      expect(codes).toEqual([...codes].sort());
      const byName = (await get('/list', superAdmin).query({ sort: 'kvName', order: 'desc', limit: 100 })).body.data.submissions.map((r: PaymentSubmissionRow) => r.kvName);
      expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
      for (const sort of ['status', 'verifiedAt', 'submittedAt']) expect((await get('/list', superAdmin).query({ sort })).status).toBe(200);
    });

    it("shows a region admin its region's rows only", async () => {
      await makeSubmitted(p.schoolA.code);
      await makeSubmitted(p.schoolB.code);
      const mine = await allRows(tokens.region_admin);
      const inRegion = new Set(await registeredIn(p.schoolA.region));
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((r) => inRegion.has(r.kvCode))).toBe(true);
      expect(mine.map((r) => r.kvCode)).toContain(p.schoolA.code);
      expect(mine.map((r) => r.kvCode)).not.toContain(p.schoolB.code);
      // a region filter never widens the scope
      expect(await allRows(tokens.region_admin, { region: p.schoolB.region })).toEqual([]);
      const theirs = await allRows(other.region_admin, { search: p.schoolA.code });
      expect(theirs).toEqual([]);
    });

    it.each([
      [{ status: 'pending' }, PAGING_MSG.filter('status', PAYMENT_VERIFICATION_STATUSES.filter((s) => s !== 'all'))],
      [{ region: 'Atlantis' }, PAGING_MSG.filter('region', REGION_FILTER_VALUES)],
      [{ limit: '0' }, PAGING_MSG.limit],
      [{ limit: '101' }, PAGING_MSG.limit],
      [{ page: 'x' }, PAGING_MSG.page],
      [{ sort: 'amount' }, PAGING_MSG.sort(['submittedAt', 'kvCode', 'kvName', 'status', 'verifiedAt'])],
      [{ order: 'up' }, PAGING_MSG.order],
      [{ search: 'x'.repeat(101) }, PAGING_MSG.search],
    ])('refuses %j with 400', async (query, message) => {
      const res = await get('/list', superAdmin).query(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('GET /stats', () => {
    it("counts the caller's scope: totals by status, the week's submissions and the rates", async () => {
      const codes = await registeredIn(p.schoolA.region);
      expect(codes.length).toBeGreaterThanOrEqual(3);
      const old = new Date(Date.now() - 30 * 24 * 3600 * 1000);
      const plan: PaymentStatus[] = ['verified', 'submitted', 'rejected', 'not_submitted'];
      const expected = { total: 0, verified: 0, submitted: 0, rejected: 0 };
      for (const [i, code] of codes.entries()) {
        const status = plan[i % plan.length]!;
        // one recent submission (the first school); every other one a month old
        await makeStatus(code, status, i === 0 ? new Date() : old);
        if (status !== 'not_submitted') {
          expected.total += 1;
          expected[status] += 1;
        }
      }
      const res = await get('/stats', tokens.region_admin);
      expect(res.status).toBe(200);
      const pct = (n: number) => Math.round((n / expected.total) * 1000) / 10;
      expect(res.body.data).toEqual({
        totalSubmissions: expected.total,
        recentSubmissions: 1,
        verifiedPayments: expected.verified,
        pendingPayments: expected.submitted,
        rejectedPayments: expected.rejected,
        verificationRate: pct(expected.verified),
        rejectionRate: pct(expected.rejected),
      });

      // the super admin's numbers are the whole list's
      const all = (await get('/stats', superAdmin)).body.data;
      const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(sql`${registrations.paymentStatus} <> 'not_submitted'`);
      expect(all.totalSubmissions).toBe(n);
      expect(all.verifiedPayments + all.pendingPayments + all.rejectedPayments).toBe(n);
      expect(all.totalSubmissions).toBeGreaterThan(res.body.data.totalSubmissions);
    });
  });

  describe('GET /export', () => {
    it('streams the filtered rows as CSV (BOM, header, no-store) and records the download', async () => {
      await makeSubmitted(p.schoolA.code);
      const res = await download(tokens.region_admin, { status: 'submitted' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${PAYMENT_VERIFICATION_EXPORT_FILE}"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(csvText(res).startsWith(BOM)).toBe(true);
      const [header, ...records] = csvRecords(res);
      expect(header).toEqual(['KV Code', 'KV Name', 'Full Name', 'Email', 'District', 'State', 'Region', 'Reference Number', 'Receipt Number', 'Payment Status', 'Submitted At', 'Verified At', 'Verified By', 'Rejection Reason', 'Notes', 'Receipt File']);
      const listed = await allRows(tokens.region_admin, { status: 'submitted' });
      expect(records.map((r) => r[0]).sort()).toEqual(listed.map((r) => r.kvCode).sort());
      expect(records.every((r) => r[9] === 'submitted')).toBe(true);
      const inRegion = new Set(await registeredIn(p.schoolA.region));
      expect(records.every((r) => inRegion.has(r[0]!))).toBe(true);

      const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.entityId, 'payment_verification'))).orderBy(sql`${auditLog.id} desc`).limit(1);
      expect(entry).toMatchObject({ actorRole: 'region_admin', entityType: 'export', after: { type: 'payment_verification', status: 'submitted' } });
    });

    it("neutralises formula cells and gives the super admin every region's rows", async () => {
      const made = await makeSubmitted(p.schoolB.code);
      await t.db.update(paymentSubmissions).set({ fullName: '=HYPERLINK("http://evil.test")' }).where(eq(paymentSubmissions.id, made.submissionId));
      const res = await download(superAdmin);
      const [, ...records] = csvRecords(res);
      expect(records.length).toBe((await allRows(superAdmin)).length);
      const row = records.find((r) => r[0] === p.schoolB.code)!;
      expect(row[2]).toBe(`'=HYPERLINK("http://evil.test")`);
    });

    it('refuses a bad filter with 400 before streaming', async () => {
      const res = await get('/export', superAdmin).query({ status: 'paid' });
      expect(res.status).toBe(400);
    });
  });

  // ------------------------------------------------------------------ verdicts

  describe('PUT /verify/{id} and /reject/{id}', () => {
    it('verifies a submitted payment: the row, the registration, the audit trail, the bell and the mail', async () => {
      const code = p.schoolA.code;
      const made = await makeSubmitted(code);
      await clearMail();
      const res = await put(`/verify/${made.registrationId}`, superAdmin, { notes: '  Bank statement matched  ' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.verified);
      expect(res.body.data).toMatchObject({ _id: made.registrationId, kvCode: code, paymentStatus: 'verified', notes: 'Bank statement matched', paymentVerifiedBy: { fullName: 'Vera Verifier' } });

      const [submission] = await t.db.select().from(paymentSubmissions).where(eq(paymentSubmissions.id, made.submissionId));
      expect(submission).toMatchObject({ status: 'verified', notes: 'Bank statement matched', rejectionReason: null });
      expect(submission!.verifiedAt).toBeInstanceOf(Date);
      expect((await registrationOf(code)).paymentStatus).toBe('verified');
      const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, made.registrationId)));
      expect(trail.map((e) => e.action)).toContain('payment.verified');
      expect(trail.find((e) => e.action === 'payment.verified')).toMatchObject({ actorRole: 'super_admin', schoolCode: code, before: { paymentStatus: 'submitted' }, after: { paymentStatus: 'verified', submissionId: made.submissionId } });

      const mail = await smtp.waitFor((m) => m.to.includes(p.schoolA.adminEmail.toLowerCase()) && m.subject.startsWith('Payment verified'));
      expect(mail.text).toContain(`${(await registrationOf(code)).kvName} (${code})`);
      expect(mail.text).toContain('has been verified');
      expect(mail.text).toContain('Note from the reviewer: Bank statement matched');

      // the school sees it on its Payment tab
      const info = await t.request().get(`/api/payment/info/${code}`).set(bearer(tokens.school_admin));
      expect(info.body.data.paymentInfo).toMatchObject({ paymentStatus: 'verified', rejectionReason: null, verifiedAt: submission!.verifiedAt!.toISOString() });
    });

    it('rejects with the reason: the mail carries it, the school admin\'s bell shows it, another school\'s does not', async () => {
      const code = p.schoolA.code;
      const made = await makeSubmitted(code);
      const reason = 'The amount paid does not match the registration fee';
      const preview = await post('/mail-preview', superAdmin, { action: 'reject', registrationIds: [made.registrationId], reason });
      expect(preview.status).toBe(200);
      expect(preview.body.data.recipients).toEqual([p.schoolA.adminEmail]);
      expect(preview.body.data.subject).toMatch(/^Payment rejected - /);
      expect(preview.body.data.text).toContain(`Reason: ${reason}`);

      await clearMail();
      const res = await put(`/reject/${made.registrationId}`, regionAdmin, { reason: `  ${reason}  `, notes: 'Please pay the balance' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.rejected);
      expect(res.body.data).toMatchObject({ paymentStatus: 'rejected', rejectionReason: reason, notes: 'Please pay the balance', paymentVerifiedBy: { fullName: 'Ravi Region' } });

      const mail = await smtp.waitFor((m) => m.to.includes(p.schoolA.adminEmail.toLowerCase()) && m.subject.startsWith('Payment rejected'));
      expect(mail.subject).toBe(preview.body.data.subject);
      expect(mail.text).toContain(`Reason: ${reason}`);
      // what the verifier read in the dialog is what the school got (notes added to the preview's)
      const again = await post('/mail-preview', superAdmin, { action: 'reject', registrationIds: [made.registrationId], reason, notes: 'Please pay the balance' });
      expect(mail.text.trim()).toBe(again.body.data.text.trim());

      const bell = await t.request().get('/api/notifications/user').set(bearer(tokens.school_admin));
      expect(bell.status).toBe(200);
      const notice = bell.body.data.find((n: { title: string; message: string }) => n.title === 'Payment rejected' && n.message.includes(code));
      expect(notice).toMatchObject({ type: 'error', isRead: false });
      expect(notice.message).toContain(`Reason: ${reason}.`);
      await t.request().put(`/api/notifications/user/${notice._id}/read`).set(bearer(tokens.school_admin)).expect(200);

      const bellB = await t.request().get('/api/notifications/user').set(bearer(other.school_admin));
      expect(bellB.body.data.some((n: { message: string }) => n.message.includes(code))).toBe(false);
      const teamBell = await t.request().get('/api/notifications/user').set(bearer(tokens.team));
      expect(teamBell.body.data.some((n: { _id: string }) => n._id === notice._id)).toBe(false);
      // another reader cannot mark it either, and the admin's notification management does not list it
      expect((await t.request().put(`/api/notifications/user/${notice._id}/read`).set(bearer(other.school_admin))).status).toBe(404);
      const adminList = await t.request().get('/api/notifications/admin/all').query({ limit: 100 }).set(bearer(tokens.admin));
      expect(adminList.status).toBe(200);
      expect(JSON.stringify(adminList.body.data)).not.toContain(notice._id);

      const info = await t.request().get(`/api/payment/info/${code}`).set(bearer(tokens.school_admin));
      expect(info.body.data.paymentInfo).toMatchObject({ paymentStatus: 'rejected', rejectionReason: reason, verifiedAt: null });
    });

    it('answers 409 naming the status for a payment that is not submitted, and changes nothing', async () => {
      const verifiedId = await makeStatus(p.schoolA.code, 'verified');
      const verify = await put(`/verify/${verifiedId}`, superAdmin, {});
      expect(verify.status).toBe(409);
      expect(verify.body.message).toBe(PAYMENT_VERIFICATION_MSG.notSubmitted('verified'));
      const reject = await put(`/reject/${verifiedId}`, superAdmin, { reason: 'Too late' });
      expect(reject.status).toBe(409);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('verified');

      const rejectedId = await makeStatus(p.schoolA.code, 'rejected');
      expect((await put(`/verify/${rejectedId}`, superAdmin, {})).body.message).toBe('This payment has already been rejected');
      const noneId = await makeStatus(p.schoolA.code, 'not_submitted');
      const none = await put(`/verify/${noneId}`, superAdmin, {});
      expect(none.status).toBe(409);
      expect(none.body.message).toBe(PAYMENT_VERIFICATION_MSG.notSubmitted('not_submitted'));
    });

    it('refuses a region admin of another region (403) and an unknown id (404), changing nothing', async () => {
      const made = await makeSubmitted(p.schoolA.code);
      for (const [path, body] of [[`/verify/${made.registrationId}`, {}], [`/reject/${made.registrationId}`, { reason: 'No' }]] as const) {
        const res = await put(path, other.region_admin, body);
        expect(res.status).toBe(403);
      }
      expect((await get(`/receipt/${made.registrationId}`, other.region_admin)).status).toBe(403);
      expect((await post('/mail-preview', other.region_admin, { action: 'verify', registrationIds: [made.registrationId] })).status).toBe(403);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('submitted');

      const unknown = await put(`/verify/${randomUUID()}`, superAdmin, {});
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(PAYMENT_VERIFICATION_MSG.notFound);
    });

    it.each([
      ['a blank reason', '/reject', { reason: '   ' }, PAYMENT_VERIFICATION_MSG.rejectionReasonRequired],
      ['no reason', '/reject', {}, PAYMENT_VERIFICATION_MSG.rejectionReasonRequired],
      ['a reason that is not text', '/reject', { reason: 42 }, PAYMENT_VERIFICATION_MSG.rejectionReasonRequired],
      ['a reason of 501 characters', '/reject', { reason: 'r'.repeat(501) }, PAYMENT_VERIFICATION_MSG.reasonTooLong],
      ['notes of 1001 characters', '/verify', { notes: 'n'.repeat(1001) }, PAYMENT_VERIFICATION_MSG.notesTooLong],
      ['an unknown field', '/verify', { status: 'verified' }, 'property status should not exist'],
    ])('refuses %s with 400 and changes nothing', async (_label, path, body, message) => {
      const made = await makeSubmitted(p.schoolA.code);
      const res = await put(`${path}/${made.registrationId}`, superAdmin, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('submitted');
    });

    it('accepts a reason of exactly 500 characters; refuses an id that is not a UUID with 400', async () => {
      const made = await makeSubmitted(p.schoolA.code);
      expect((await put(`/reject/${made.registrationId}`, superAdmin, { reason: 'r'.repeat(500) })).status).toBe(200);
      for (const [path, body] of [['/verify/not-a-uuid', {}], ['/reject/1001', { reason: 'x' }]] as const) {
        const res = await put(path, superAdmin, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.invalidId);
      }
      expect((await get('/receipt/..%2Fetc', superAdmin)).status).toBe(400);
    });

    it('lets exactly one of 10 simultaneous verdicts on one payment win; the others are told its status', async () => {
      const made = await makeSubmitted(p.schoolA.code);
      const noticesBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.targetAccountId, p.schoolA.adminId)))[0]!.n;
      const calls = Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? put(`/verify/${made.registrationId}`, superAdmin, {}) : put(`/reject/${made.registrationId}`, regionAdmin, { reason: `Reason ${i}` }),
      );
      const results = await Promise.all(calls);
      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      const final = winners[0]!.body.data.paymentStatus as 'verified' | 'rejected';
      const losers = results.filter((r) => r.status !== 200);
      expect(losers.map((r) => r.status)).toEqual(Array(9).fill(409));
      expect(new Set(losers.map((r) => r.body.message))).toEqual(new Set([PAYMENT_VERIFICATION_MSG.notSubmitted(final)]));

      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe(final);
      const [submission] = await t.db.select().from(paymentSubmissions).where(eq(paymentSubmissions.id, made.submissionId));
      expect(submission!.status).toBe(final);
      const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, made.registrationId), inArray(auditLog.action, ['payment.verified', 'payment.rejected']), sql`${auditLog.after}->>'submissionId' = ${made.submissionId}`));
      expect(trail).toHaveLength(1);
      const noticesAfter = (await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.targetAccountId, p.schoolA.adminId)))[0]!.n;
      expect(noticesAfter - noticesBefore).toBe(1);
    });
  });

  describe('POST /bulk-verify and /bulk-reject', () => {
    it('applies each submitted item and refuses the others with the reason, answering 200', async () => {
      const [c1, c2, c3] = await registeredElsewhere();
      const first = await makeSubmitted(c1!);
      const second = await makeSubmitted(c2!);
      const done = await makeStatus(c3!, 'verified');
      const unknown = randomUUID();
      await clearMail();
      const res = await post('/bulk-verify', superAdmin, { registrationIds: [first.registrationId, done, second.registrationId.toUpperCase(), unknown], notes: 'Batch 7' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.successVerified(2));
      expect(res.body.data).toEqual({
        applied: [
          { _id: first.registrationId, kvCode: c1 },
          { _id: second.registrationId, kvCode: c2 },
        ],
        refused: [
          { _id: done, kvCode: c3, message: PAYMENT_VERIFICATION_MSG.notSubmitted('verified') },
          { _id: unknown, kvCode: null, message: PAYMENT_VERIFICATION_MSG.notFound },
        ],
        appliedCount: 2,
        refusedCount: 2,
      });
      for (const code of [c1!, c2!, c3!]) expect((await registrationOf(code)).paymentStatus).toBe('verified');
      // every applied school hears it
      for (const code of [c1!, c2!]) {
        const registration = await registrationOf(code);
        await smtp.waitFor((m) => m.subject.startsWith('Payment verified') && m.text.includes(`(${code})`) && m.to.length === 1);
        expect(registration.paymentStatus).toBe('verified');
      }
    });

    it("rejects in bulk with one reason; a region admin's items of another region are refused unnamed", async () => {
      const mine = (await registeredIn(p.schoolA.region)).slice(0, 2);
      expect(mine).toHaveLength(2);
      const a = await makeSubmitted(mine[0]!);
      const b = await makeSubmitted(mine[1]!);
      const theirs = await makeSubmitted(p.schoolB.code);
      const res = await post('/bulk-reject', regionAdmin, { registrationIds: [a.registrationId, theirs.registrationId, b.registrationId], reason: 'Receipt is unreadable' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.successRejected(2));
      expect(res.body.data.applied.map((x: { kvCode: string }) => x.kvCode)).toEqual(mine);
      expect(res.body.data.refused).toEqual([{ _id: theirs.registrationId, kvCode: null, message: API_MSG.forbidden }]);
      expect((await registrationOf(p.schoolB.code)).paymentStatus).toBe('submitted');
      const [submission] = await t.db.select().from(paymentSubmissions).where(eq(paymentSubmissions.id, a.submissionId));
      expect(submission).toMatchObject({ status: 'rejected', rejectionReason: 'Receipt is unreadable' });
    });

    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    it.each([
      ['no ids', '/bulk-verify', {}, MSG.selectSubmissions],
      ['an empty list', '/bulk-verify', { registrationIds: [] }, MSG.selectSubmissions],
      ['ids that are not a list', '/bulk-verify', { registrationIds: 'abc' }, PAYMENT_VERIFICATION_MSG.idsList],
      ['101 ids', '/bulk-verify', { registrationIds: ids(101) }, PAYMENT_VERIFICATION_MSG.idsTooMany],
      ['an id that is not a UUID', '/bulk-verify', { registrationIds: [randomUUID(), '1001'] }, PAYMENT_VERIFICATION_MSG.idsInvalid],
      ['a repeated id (any case)', '/bulk-verify', { registrationIds: ['0f6b1e9a-3c2d-4e5f-8a9b-0c1d2e3f4a5b', '0F6B1E9A-3C2D-4E5F-8A9B-0C1D2E3F4A5B'] }, PAYMENT_VERIFICATION_MSG.idsDuplicate],
      ['a blank reason', '/bulk-reject', { registrationIds: ids(1), reason: ' ' }, PAYMENT_VERIFICATION_MSG.rejectionReasonRequired],
      ['notes of 1001 characters', '/bulk-reject', { registrationIds: ids(1), reason: 'x', notes: 'n'.repeat(1001) }, PAYMENT_VERIFICATION_MSG.notesTooLong],
    ])('refuses %s with 400', async (_label, path, body, message) => {
      const res = await post(path, superAdmin, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('accepts exactly 100 ids', async () => {
      const res = await post('/bulk-verify', superAdmin, { registrationIds: ids(100) });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ appliedCount: 0, refusedCount: 100 });
    });
  });

  describe('POST /mail-preview', () => {
    it('gives the exact mail of the first selected school; sends and changes nothing', async () => {
      const made = await makeSubmitted(p.schoolA.code);
      const second = await makeSubmitted(p.schoolB.code);
      await clearMail();
      const res = await post('/mail-preview', superAdmin, { action: 'verify', registrationIds: [made.registrationId, second.registrationId], notes: 'Thanks' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.mailPreviewReady);
      const { kvName } = await registrationOf(p.schoolA.code);
      expect(res.body.data.recipients).toEqual([p.schoolA.adminEmail]);
      expect(res.body.data.subject).toMatch(/^Payment verified - /);
      expect(res.body.data.text).toContain(`${kvName} (${p.schoolA.code})`);
      expect(res.body.data.text).toContain(`Reference number: ${made.referenceNumber}`);
      expect(res.body.data.text).toContain('Note from the reviewer: Thanks');
      expect(res.body.data.text).toContain('http://portal.test/school-dashboard');
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('submitted');
      // a preview that mailed would be in flight here
      await t.app.select(PaymentVerificationModule).get(BackgroundMailService, { strict: true }).drain();
      expect(smtp.messages).toHaveLength(0);
    });

    it('goes to the registration email when the school has no admin account', async () => {
      const made = await makeSubmitted(p.schoolA.code);
      const registration = await registrationOf(p.schoolA.code);
      await t.db.update(registrations).set({ accountId: null, email: 'principal.kv@schools.test' }).where(eq(registrations.id, registration.id));
      await t.db.execute(sql`update accounts set role = 'mentor' where id = ${p.schoolA.adminId}`);
      try {
        const res = await post('/mail-preview', superAdmin, { action: 'verify', registrationIds: [made.registrationId] });
        expect(res.body.data.recipients).toEqual(['principal.kv@schools.test']);
      } finally {
        await t.db.execute(sql`update accounts set role = 'school_admin' where id = ${p.schoolA.adminId}`);
        await t.db.update(registrations).set({ accountId: registration.accountId, email: registration.email }).where(eq(registrations.id, registration.id));
        // a change of role ends the account's sessions (session floors): the later tests sign in anew
        tokens = tokensFor(t, p);
      }
    });

    it.each([
      ['an unknown action', { action: 'approve', registrationIds: [randomUUID()] }, PAYMENT_VERIFICATION_MSG.actionInvalid],
      ['a rejection without a reason', { action: 'reject', registrationIds: [randomUUID()] }, PAYMENT_VERIFICATION_MSG.rejectionReasonRequired],
      ['no ids', { action: 'verify', registrationIds: [] }, MSG.selectSubmissions],
    ])('refuses %s with 400', async (_label, body, message) => {
      const res = await post('/mail-preview', superAdmin, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('answers 404 for an unknown registration', async () => {
      const res = await post('/mail-preview', superAdmin, { action: 'verify', registrationIds: [randomUUID()] });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.notFound);
    });
  });

  // ------------------------------------------------------------------ receipts and upload

  describe('GET /receipt/{id}', () => {
    it('serves the receipt by registration id or submission id with the safe headers', async () => {
      const made = await makeSubmitted(p.schoolA.code);
      for (const id of [made.registrationId, made.submissionId]) {
        const res = await get(`/receipt/${id}`, tokens.region_admin).buffer(true).parse(binaryBody);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("default-src 'none'");
        expect(res.headers['content-disposition']).toMatch(/^inline/);
        expect(Buffer.compare(res.body as Buffer, samplePdf())).toBe(0);
      }
      const attachment = await get(`/receipt/${made.registrationId}`, superAdmin).query({ download: 'true' });
      expect(attachment.headers['content-disposition']).toMatch(/^attachment/);
    });

    it("answers 404 'Receipt file not found' when there is no receipt", async () => {
      const none = await makeStatus(p.schoolA.code, 'not_submitted');
      const res = await get(`/receipt/${none}`, superAdmin);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.receiptNotFound);
      expect((await get(`/receipt/${randomUUID()}`, superAdmin)).body.message).toBe(PAYMENT_VERIFICATION_MSG.receiptNotFound);
    });
  });

  describe('POST /upload', () => {
    it("is the school admin's POST /payment/submit: the payment becomes submitted and shows in the list", async () => {
      await makeStatus(p.schoolA.code, 'not_submitted');
      const upload = await t.request().post('/api/mongo-upload/receipt').set(bearer(tokens.school_admin)).attach('receipt', samplePng(), 'receipt.png');
      expect(upload.status).toBe(201);
      const paymentData = { schoolCode: p.schoolA.code, fullName: 'Asha Verma', referenceNumber: 'SBIC9988776655', receiptNumber: '412345678901', receiptFile: upload.body.data.fileId };
      const res = await post('/upload', tokens.school_admin, { paymentData });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(API_MSG.paymentSubmitted);
      expect(res.body.data.paymentInfo).toMatchObject({ paymentStatus: 'submitted', referenceNumber: 'SBIC9988776655', receiptFileType: 'image/png' });
      const rows = await allRows(tokens.region_admin, { search: 'SBIC9988776655' });
      expect(rows.map((r) => [r.kvCode, r.paymentStatus, r.receiptFileType])).toEqual([[p.schoolA.code, 'submitted', 'image/png']]);

      const again = await post('/upload', tokens.school_admin, { paymentData });
      expect(again.status).toBe(409);
      expect((await post('/upload', tokens.school_admin, {})).body.message).toBe(PAYMENT_VERIFICATION_MSG.paymentDataRequired);
      const foreign = await post('/upload', other.school_admin, { paymentData });
      expect(foreign.status).toBe(403);
    });
  });

  // ------------------------------------------------------------------ mail failure (last: stops the SMTP server)

  it('keeps the verdict when the mail cannot be sent', async () => {
    const made = await makeSubmitted(p.schoolA.code);
    await smtp.stop();
    smtpStopped = true;
    const res = await put(`/reject/${made.registrationId}`, superAdmin, { reason: 'Wrong account' });
    expect(res.status).toBe(200);
    expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('rejected');
    const bell = await t.request().get('/api/notifications/user').set(bearer(tokens.school_admin));
    expect(bell.body.data[0]).toMatchObject({ title: 'Payment rejected' });
    expect(bell.body.data[0].message).toContain('Reason: Wrong account.');
  });
});
