import { API_MSG, MSG, type PaymentStatus, type Role } from '@hackathon/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { files, paymentSubmissions, registrations } from '../src/database/schema';
import type { TestApp } from './support';
import { samplePdf, samplePng } from './receipts-fixtures';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

type Caller = Role | 'anonymous' | 'otherSchool' | 'regionOut';

describe('payments (POST /payment/submit, GET /payment/info/{id})', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  let other: Record<Role, string>;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
    tokens = tokensFor(t, p);
    other = tokensFor(t, p, p.schoolB);
  });

  const tokenOf = (caller: Caller): string | null =>
    caller === 'anonymous' ? null : caller === 'otherSchool' ? other.school_admin : caller === 'regionOut' ? other.region_admin : tokens[caller];

  const registrationOf = async (code: string) => (await t.db.select().from(registrations).where(eq(registrations.schoolCode, code)))[0]!;

  /** Puts a school back to a payment status with no submissions (the demo data gives each school a history). */
  async function resetPayment(code: string, status: PaymentStatus = 'not_submitted'): Promise<void> {
    const registration = await registrationOf(code);
    await t.db.delete(paymentSubmissions).where(eq(paymentSubmissions.registrationId, registration.id));
    await t.db.update(registrations).set({ paymentStatus: status }).where(eq(registrations.id, registration.id));
  }

  const submissionCount = async (code: string) => {
    const registration = await registrationOf(code);
    return (await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentSubmissions).where(eq(paymentSubmissions.registrationId, registration.id)))[0]!.n;
  };

  async function uploadFor(token: string, data = samplePdf(), filename = 'receipt.pdf'): Promise<{ fileId: string; fileSize: number; fileType: string; originalName: string }> {
    const res = await t.request().post('/api/mongo-upload/receipt').set(bearer(token)).attach('receipt', data, filename);
    expect(res.status).toBe(201);
    return res.body.data;
  }

  const body = (fileId: string, overrides: Record<string, unknown> = {}) => ({
    schoolCode: p.schoolA.code,
    fullName: 'Asha Verma',
    referenceNumber: 'SBIC1234567890',
    receiptNumber: '412345678901',
    receiptFile: fileId,
    receiptFileName: 'receipt.pdf',
    receiptFileSize: 1,
    receiptFileType: 'text/html',
    ...overrides,
  });

  const submit = (payload: object, token: string | null = tokens.school_admin) => {
    const req = t.request().post('/api/payment/submit');
    return (token ? req.set(bearer(token)) : req).send(payload);
  };

  it('documents every route in /api/docs with the data schema of its declaration, uploads as multipart', async () => {
    const doc = (await t.request().get('/api/docs-json')).body;
    const dataType = (path: string, method: string, status: string) => doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema?.properties?.data?.$ref?.split('/').pop();
    expect(dataType('/api/payment/submit', 'post', '201')).toBe('PaymentInfoData');
    expect(dataType('/api/payment/info/{id}', 'get', '200')).toBe('PaymentInfoData');
    expect(dataType('/api/mongo-upload/receipt/{id}/info', 'get', '200')).toBe('ReceiptFileInfo');
    expect(dataType('/api/mongo-upload/receipt/{id}', 'delete', '200')).toBe('ReceiptDeleted');
    for (const path of ['/api/mongo-upload/receipt', '/api/mongo-upload/receipt-gridfs', '/api/mongo-upload/receipt-binary']) {
      expect(dataType(path, 'post', '201')).toBe('ReceiptUpload');
      expect(Object.keys(doc.paths[path].post.requestBody.content)).toEqual(['multipart/form-data']);
    }
    expect(Object.keys(doc.paths['/api/payment/receipt/{fileId}'].get.responses['200'].content)).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
  });

  describe('GET /payment/info/{id}', () => {
    it('answers not_submitted with nulls when the school has sent nothing', async () => {
      await resetPayment(p.schoolA.code);
      const res = await t.request().get(`/api/payment/info/${p.schoolA.code}`).set(bearer(tokens.school_admin));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: API_MSG.paymentInfoLoaded });
      expect(res.body.data).toEqual({
        schoolCode: p.schoolA.code,
        registrationId: (await registrationOf(p.schoolA.code)).id,
        paymentInfo: {
          paymentStatus: 'not_submitted',
          fullName: null,
          referenceNumber: null,
          receiptNumber: null,
          receiptFile: null,
          receiptFileName: null,
          receiptFileSize: null,
          receiptFileType: null,
          submittedAt: null,
          verifiedAt: null,
          rejectionReason: null,
        },
      });
    });

    const readers: Record<Caller, number> = { anonymous: 401, team: 403, mentor: 403, judge: 403, otherSchool: 403, regionOut: 403, school_admin: 200, admin: 200, region_admin: 200, super_admin: 200 };
    it.each(Object.entries(readers) as [Caller, number][])('by school code and by registration _id as %s -> %i', async (caller, status) => {
      const registration = await registrationOf(p.schoolA.code);
      for (const id of [p.schoolA.code, registration.id]) {
        const req = t.request().get(`/api/payment/info/${id}`);
        const token = tokenOf(caller);
        const res = await (token ? req.set(bearer(token)) : req);
        expect({ id, status: res.status }).toEqual({ id, status });
        if (status === 200) expect(res.body.data.schoolCode).toBe(p.schoolA.code);
      }
    });

    it('answers 404 for a school without a registration, 400 for an id that cannot be one', async () => {
      const missing = await t.request().get(`/api/payment/info/${p.bare.code}`).set(bearer(tokens.admin));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(API_MSG.registrationNotFound);
      const unknownId = await t.request().get('/api/payment/info/00000000-0000-4000-8000-00000000abcd').set(bearer(tokens.admin));
      expect(unknownId.status).toBe(404);
      const bad = await t.request().get('/api/payment/info/..%2Fetc').set(bearer(tokens.admin));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(API_MSG.invalidSchoolCode);
    });

    it("shows the newest submission: verified with its date, rejected with its reason", async () => {
      await resetPayment(p.schoolA.code);
      const file = await uploadFor(tokens.school_admin);
      expect((await submit(body(file.fileId))).status).toBe(201);
      const registration = await registrationOf(p.schoolA.code);
      const verifiedAt = new Date('2025-09-01T10:00:00Z');
      await t.db.update(paymentSubmissions).set({ status: 'verified', verifiedAt }).where(eq(paymentSubmissions.registrationId, registration.id));
      await t.db.update(registrations).set({ paymentStatus: 'verified' }).where(eq(registrations.id, registration.id));
      const verified = await t.request().get(`/api/payment/info/${p.schoolA.code}`).set(bearer(tokens.school_admin));
      expect(verified.body.data.paymentInfo).toMatchObject({ paymentStatus: 'verified', verifiedAt: verifiedAt.toISOString(), rejectionReason: null });

      await t.db.update(paymentSubmissions).set({ status: 'rejected', rejectionReason: 'Amount does not match' }).where(eq(paymentSubmissions.registrationId, registration.id));
      await t.db.update(registrations).set({ paymentStatus: 'rejected' }).where(eq(registrations.id, registration.id));
      const rejected = await t.request().get(`/api/payment/info/${p.schoolA.code}`).set(bearer(tokens.school_admin));
      expect(rejected.body.data.paymentInfo).toMatchObject({ paymentStatus: 'rejected', verifiedAt: null, rejectionReason: 'Amount does not match' });
    });
  });

  describe('POST /payment/submit', () => {
    it('writes the submission and moves the status to submitted, using the stored file facts', async () => {
      await resetPayment(p.schoolA.code);
      const file = await uploadFor(tokens.school_admin, samplePng(), 'bank slip.png');
      const res = await submit(body(file.fileId, { fullName: '  Asha Verma  ' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: API_MSG.paymentSubmitted });
      expect(res.body.data.paymentInfo).toMatchObject({
        paymentStatus: 'submitted',
        fullName: 'Asha Verma',
        referenceNumber: 'SBIC1234567890',
        receiptNumber: '412345678901',
        receiptFile: file.fileId,
        receiptFileName: 'bank slip.png',
        receiptFileSize: file.fileSize,
        receiptFileType: 'image/png',
        verifiedAt: null,
        rejectionReason: null,
      });
      expect(new Date(res.body.data.paymentInfo.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('submitted');
      expect(await submissionCount(p.schoolA.code)).toBe(1);

      const info = await t.request().get(`/api/payment/info/${p.schoolA.code}`).set(bearer(tokens.school_admin));
      expect(info.body.data.paymentInfo).toEqual(res.body.data.paymentInfo);
    });

    it.each([
      ['fullName', MSG.fullNameRequired],
      ['referenceNumber', MSG.referenceRequired],
      ['receiptNumber', MSG.receiptNumberRequired],
      ['receiptFile', MSG.receiptFileRequired],
    ])('refuses a missing or blank %s with its message, writing nothing', async (field, message) => {
      await resetPayment(p.schoolA.code);
      const file = await uploadFor(tokens.school_admin);
      for (const value of [undefined, '', '   ']) {
        const payload: Record<string, unknown> = body(file.fileId, { [field]: value });
        if (value === undefined) delete payload[field];
        const res = await submit(payload);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message });
      }
      expect(await submissionCount(p.schoolA.code)).toBe(0);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('not_submitted');
    });

    it('refuses a receipt that is not an upload of this school, writing nothing', async () => {
      await resetPayment(p.schoolA.code);
      const othersFile = await uploadFor(other.school_admin);
      for (const receiptFile of [othersFile.fileId, '00000000-0000-4000-8000-00000000abcd', 'not-a-file-id']) {
        const res = await submit(body(receiptFile));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(API_MSG.receiptNotYours);
      }
      expect(await submissionCount(p.schoolA.code)).toBe(0);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('not_submitted');
    });

    it('refuses a second submission while one is pending, and any after verification (409)', async () => {
      await resetPayment(p.schoolA.code);
      const file = await uploadFor(tokens.school_admin);
      expect((await submit(body(file.fileId))).status).toBe(201);
      const again = await submit(body(file.fileId, { receiptNumber: 'another' }));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(API_MSG.paymentAlreadySubmitted);

      await t.db.update(registrations).set({ paymentStatus: 'verified' }).where(eq(registrations.schoolCode, p.schoolA.code));
      const verified = await submit(body(file.fileId));
      expect(verified.status).toBe(409);
      expect(verified.body.message).toBe(API_MSG.paymentAlreadyVerified);
      expect(await submissionCount(p.schoolA.code)).toBe(1);
    });

    it('accepts a resubmission after a rejection; the newest one is shown, the rejected one kept', async () => {
      await resetPayment(p.schoolA.code);
      const first = await uploadFor(tokens.school_admin);
      expect((await submit(body(first.fileId))).status).toBe(201);
      const registration = await registrationOf(p.schoolA.code);
      await t.db.update(paymentSubmissions).set({ status: 'rejected', rejectionReason: 'Unreadable receipt' }).where(eq(paymentSubmissions.registrationId, registration.id));
      await t.db.update(registrations).set({ paymentStatus: 'rejected' }).where(eq(registrations.id, registration.id));

      const second = await uploadFor(tokens.school_admin, samplePng(), 'clear.png');
      const res = await submit(body(second.fileId, { receiptNumber: 'UTR-2' }));
      expect(res.status).toBe(201);
      expect(res.body.data.paymentInfo).toMatchObject({ paymentStatus: 'submitted', receiptNumber: 'UTR-2', receiptFile: second.fileId, rejectionReason: null });
      const rows = await t.db.select({ status: paymentSubmissions.status, fileId: paymentSubmissions.receiptFileId }).from(paymentSubmissions).where(eq(paymentSubmissions.registrationId, registration.id)).orderBy(desc(paymentSubmissions.submittedAt));
      expect(rows).toEqual([
        { status: 'submitted', fileId: second.fileId },
        { status: 'rejected', fileId: first.fileId },
      ]);
    });

    it('lets only the school admin of the school submit', async () => {
      await resetPayment(p.schoolA.code);
      const file = await uploadFor(tokens.school_admin);
      const expected: Record<Exclude<Caller, 'school_admin'>, number> = { anonymous: 401, team: 403, mentor: 403, judge: 403, admin: 403, region_admin: 403, super_admin: 403, otherSchool: 403, regionOut: 403 };
      for (const [caller, status] of Object.entries(expected) as [Caller, number][]) {
        const res = await submit(body(file.fileId), tokenOf(caller));
        expect({ caller, status: res.status }).toEqual({ caller, status });
      }
      expect(await submissionCount(p.schoolA.code)).toBe(0);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('not_submitted');

      // the other school's admin submits its own payment with its own file
      await resetPayment(p.schoolB.code);
      const own = await uploadFor(other.school_admin);
      const res = await submit(body(own.fileId, { schoolCode: p.schoolB.code }), other.school_admin);
      expect(res.status).toBe(201);
      expect(res.body.data.schoolCode).toBe(p.schoolB.code);
    });

    it('refuses unknown fields and a bad school code', async () => {
      await resetPayment(p.schoolA.code);
      const file = await uploadFor(tokens.school_admin);
      const extra = await submit({ ...body(file.fileId), paymentStatus: 'verified' });
      expect(extra.status).toBe(400);
      const badCode = await submit(body(file.fileId, { schoolCode: '../1001' }));
      expect(badCode.status).toBe(400);
      expect(badCode.body.message).toBe(API_MSG.invalidSchoolCode);
      expect(await submissionCount(p.schoolA.code)).toBe(0);
    });

    it('20 concurrent submissions for one school leave exactly one', async () => {
      await resetPayment(p.schoolA.code);
      const uploads: { fileId: string }[] = [];
      for (let i = 0; i < 4; i++) uploads.push(await uploadFor(tokens.school_admin));
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(body(uploads[i % uploads.length]!.fileId, { receiptNumber: `UTR-${i}` }))));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(API_MSG.paymentAlreadySubmitted);
      expect(await submissionCount(p.schoolA.code)).toBe(1);
      expect((await registrationOf(p.schoolA.code)).paymentStatus).toBe('submitted');
    });

    it('a submitted receipt stays readable by the back office and cannot be deleted', async () => {
      const registration = await registrationOf(p.schoolA.code);
      const [row] = await t.db.select({ fileId: paymentSubmissions.receiptFileId }).from(paymentSubmissions).where(and(eq(paymentSubmissions.registrationId, registration.id), eq(paymentSubmissions.status, 'submitted')));
      const receipt = await t.request().get(`/api/payment/receipt/${row!.fileId}`).set(bearer(tokens.super_admin));
      expect(receipt.status).toBe(200);
      const del = await t.request().delete(`/api/mongo-upload/receipt/${row!.fileId}`).set(bearer(tokens.school_admin));
      expect(del.status).toBe(409);
      expect((await t.db.select({ id: files.id }).from(files).where(eq(files.id, row!.fileId!))).length).toBe(1);
    });
  });
});
