import { API_MSG, LIMITS, MSG, type Role } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { files, paymentSubmissions, registrations } from '../src/database/schema';
import { RECEIPT_CSP } from '../src/modules/payments/receipt-headers';
import { UNSUBMITTED_KEEP } from '../src/modules/payments/receipts.service';
import { binaryBody, type TestApp } from './support';
import { gifScriptPolyglot, htmlPage, htmlWithPdfHeader, pdfHtmlPolyglot, pdfOfSize, sampleGif, sampleJpeg, samplePdf, samplePng } from './receipts-fixtures';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

type Caller = Role | 'anonymous' | 'otherSchool' | 'regionOut';

describe('receipt files (/mongo-upload, GET /payment/receipt)', () => {
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

  const upload = (data: Buffer, filename: string, token: string | null = tokens.school_admin, path = '/api/mongo-upload/receipt') => {
    const req = t.request().post(path);
    if (token) req.set(bearer(token));
    return req.attach('receipt', data, { filename, contentType: 'application/octet-stream' });
  };
  /** A hand-written multipart body, for file names supertest would not send as they are. */
  const rawUpload = (dispositionName: string, data: Buffer) => {
    const boundary = 'ReceiptBoundary7MA4YWxk';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="receipt"; ${dispositionName}\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.request().post('/api/mongo-upload/receipt').set(bearer(tokens.school_admin)).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);
  };
  const countFiles = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;

  describe('upload', () => {
    it.each([
      ['PNG', samplePng, 'scan.png', 'image/png', 'png'],
      ['JPEG', sampleJpeg, 'photo.jpeg', 'image/jpeg', 'jpg'],
      ['GIF', sampleGif, 'slip.gif', 'image/gif', 'gif'],
      ['PDF', samplePdf, 'receipt.pdf', 'application/pdf', 'pdf'],
    ])('stores a real %s under our own name', async (_label, make, filename, type, ext) => {
      const bytes = make();
      const res = await upload(bytes, filename);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: API_MSG.receiptUploaded });
      const data = res.body.data;
      expect(data).toEqual({ fileId: expect.any(String), fileName: `${data.fileId}.${ext}`, originalName: filename, fileSize: bytes.length, fileType: type });
      const [row] = await t.db.select().from(files).where(eq(files.id, data.fileId));
      expect(row).toMatchObject({ ownerSchoolCode: p.schoolA.code, fileName: filename, contentType: type, sizeBytes: bytes.length });
      expect(row!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(Buffer.from(row!.data).equals(bytes)).toBe(true);
    });

    it('decides the type from the bytes, not the name or the client MIME type', async () => {
      const res = await upload(samplePng(), 'receipt.pdf');
      expect(res.status).toBe(201);
      expect(res.body.data.fileType).toBe('image/png');
      expect(res.body.data.fileName).toMatch(/\.png$/);
    });

    it.each(['/api/mongo-upload/receipt-gridfs', '/api/mongo-upload/receipt-binary'])('%s is the same handler', async (path) => {
      const res = await upload(samplePdf(), 'r.pdf', tokens.school_admin, path);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ fileType: 'application/pdf', originalName: 'r.pdf' });
    });

    it.each([
      ['an HTML page renamed .pdf', htmlPage, MSG.receiptFileType],
      ['a GIF89a header followed by <script>', gifScriptPolyglot, MSG.receiptFileType],
      ['a PDF with an HTML page inside', pdfHtmlPolyglot, MSG.receiptFileType],
      ['an HTML page with a PDF header inside', htmlWithPdfHeader, MSG.receiptFileType],
      ['a text file', () => Buffer.from('hello'), MSG.receiptFileType],
      ['0 bytes', () => Buffer.alloc(0), API_MSG.receiptEmpty],
    ])('refuses %s, storing nothing', async (_label, make, message) => {
      const before = await countFiles();
      const res = await upload(make(), 'receipt.pdf');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await countFiles()).toBe(before);
    });

    it('accepts exactly 5,242,880 bytes and refuses 5,242,881 while streaming', async () => {
      expect(LIMITS.receiptMaxBytes).toBe(5_242_880);
      const atLimit = await upload(pdfOfSize(5_242_880), 'big.pdf');
      expect(atLimit.status).toBe(201);
      expect(atLimit.body.data.fileSize).toBe(5_242_880);

      const before = await countFiles();
      const over = await upload(pdfOfSize(5_242_881), 'too-big.pdf');
      expect(over.status).toBe(413);
      expect(over.body).toMatchObject({ success: false, message: MSG.receiptFileSize });
      expect(await countFiles()).toBe(before);
    });

    it('neutralises a file name with ../ and NUL: metadata and headers carry neither', async () => {
      // RFC 5987 form, so the NUL and the slashes really arrive in the parsed name
      const res = await rawUpload(`filename*=UTF-8''..%2F..%2Fetc%2Fevil%00name%0D%0A.pdf`, samplePdf());
      expect(res.status).toBe(201);
      const { fileId, originalName } = res.body.data;
      expect(originalName).toBe('evilname.pdf');
      const [row] = await t.db.select({ fileName: files.fileName }).from(files).where(eq(files.id, fileId));
      expect(row!.fileName).toBe('evilname.pdf');
      expect([...row!.fileName].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20)).toBe(false);

      const served = await t.request().get(`/api/payment/receipt/${fileId}`).set(bearer(tokens.school_admin));
      expect(served.status).toBe(200);
      expect(served.headers['content-disposition']).toBe(`inline; filename="evilname.pdf"; filename*=UTF-8''evilname.pdf`);

      const backslashes = await rawUpload('filename="..\\..\\windows\\evil.pdf"', samplePdf());
      expect(backslashes.body.data.originalName).toBe('evil.pdf');
    });

    it('refuses a part whose quoted file name holds a raw NUL (the parser drops the file), storing nothing', async () => {
      const before = await countFiles();
      const res = await rawUpload('filename="../evil\u0000name.pdf"', samplePdf());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.receiptFileRequired);
      expect(await countFiles()).toBe(before);
    });

    it('refuses a request without a receipt, with a file in another field, or with two files', async () => {
      const none = await t.request().post('/api/mongo-upload/receipt').set(bearer(tokens.school_admin)).field('note', 'x');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(MSG.receiptFileRequired);

      const json = await t.request().post('/api/mongo-upload/receipt').set(bearer(tokens.school_admin)).send({ receipt: 'abc' });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe(MSG.receiptFileRequired);

      const wrongField = await t.request().post('/api/mongo-upload/receipt').set(bearer(tokens.school_admin)).attach('file', samplePdf(), 'r.pdf');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.message).toBe(API_MSG.receiptOneFile);

      const two = await t.request().post('/api/mongo-upload/receipt').set(bearer(tokens.school_admin)).attach('receipt', samplePdf(), 'a.pdf').attach('receipt', samplePdf(), 'b.pdf');
      expect(two.status).toBe(400);
      expect(two.body.message).toBe(API_MSG.receiptOneFile);
    });

    it('lets only school admins upload, each for its own school', async () => {
      const expected: Record<Caller, number> = { anonymous: 401, team: 403, mentor: 403, judge: 403, admin: 403, region_admin: 403, super_admin: 403, school_admin: 201, otherSchool: 201, regionOut: 403 };
      for (const [caller, status] of Object.entries(expected) as [Caller, number][]) {
        const res = await upload(samplePng(), 'scan.png', tokenOf(caller));
        expect({ caller, status: res.status }).toEqual({ caller, status });
        if (caller === 'otherSchool') {
          const [row] = await t.db.select({ owner: files.ownerSchoolCode }).from(files).where(eq(files.id, res.body.data.fileId));
          expect(row!.owner).toBe(p.schoolB.code);
        }
      }
    });

    it("refuses a school admin token without its school (403, nothing stored): an upload belongs to the scope's own school", async () => {
      const before = await countFiles();
      const schoolless = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000c1', role: 'school_admin' });
      const res = await upload(samplePng(), 'scan.png', schoolless);
      expect(res.status).toBe(403);
      expect(await countFiles()).toBe(before);
    });

    it(`keeps at most ${UNSUBMITTED_KEEP} unsubmitted uploads per school (older ones are removed)`, async () => {
      const ids: string[] = [];
      for (let i = 0; i < UNSUBMITTED_KEEP + 2; i++) ids.push((await upload(sampleGif(), `g${i}.gif`, other.school_admin)).body.data.fileId);
      const left = await t.db.select({ id: files.id }).from(files).where(sql`${files.ownerSchoolCode} = ${p.schoolB.code} and not exists (select 1 from ${paymentSubmissions} s where s.receipt_file_id = ${files.id})`);
      expect(left.map((r) => r.id).sort()).toEqual(ids.slice(-UNSUBMITTED_KEEP).sort());
      // submitted proofs are never pruned
      const submitted = await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentSubmissions).innerJoin(registrations, eq(registrations.id, paymentSubmissions.registrationId)).where(eq(registrations.schoolCode, p.schoolB.code));
      const submittedFiles = await t.db.select({ n: sql<number>`count(*)::int` }).from(files).where(sql`${files.ownerSchoolCode} = ${p.schoolB.code} and exists (select 1 from ${paymentSubmissions} s where s.receipt_file_id = ${files.id})`);
      expect(submittedFiles[0]!.n).toBe(submitted[0]!.n);
    });
  });

  describe('reading', () => {
    let fileId: string;
    const bytes = samplePdf();

    beforeAll(async () => {
      fileId = (await upload(bytes, 'Receipt "July".pdf')).body.data.fileId;
    });

    const readers: Record<Caller, number> = { anonymous: 401, team: 403, mentor: 403, judge: 403, otherSchool: 403, regionOut: 403, school_admin: 200, admin: 200, region_admin: 200, super_admin: 200 };

    it.each(Object.entries(readers) as [Caller, number][])('GET /mongo-upload/receipt/{id}/info as %s -> %i', async (caller, status) => {
      const req = t.request().get(`/api/mongo-upload/receipt/${fileId}/info`);
      const token = tokenOf(caller);
      const res = await (token ? req.set(bearer(token)) : req);
      expect(res.status).toBe(status);
      if (status === 200) {
        expect(res.body.data).toEqual({
          fileId,
          fileName: `${fileId}.pdf`,
          originalName: 'Receipt "July".pdf',
          fileSize: bytes.length,
          fileType: 'application/pdf',
          schoolCode: p.schoolA.code,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          uploadedAt: expect.any(String),
          inUse: false,
        });
        expect(res.body.data).not.toHaveProperty('data');
      }
    });

    it.each(Object.entries(readers) as [Caller, number][])('GET /payment/receipt/{fileId} as %s -> %i', async (caller, status) => {
      const req = t.request().get(`/api/payment/receipt/${fileId}`).buffer(true).parse(binaryBody);
      const token = tokenOf(caller);
      const res = await (token ? req.set(bearer(token)) : req);
      expect(res.status).toBe(status);
      if (status === 200) expect(Buffer.from(res.body).equals(bytes)).toBe(true);
      else expect(res.headers['content-type']).toMatch(/application\/json/);
    });

    it('serves the bytes with the sniffed type and safe headers', async () => {
      const res = await t.request().get(`/api/payment/receipt/${fileId}`).set(bearer(tokens.school_admin)).buffer(true).parse(binaryBody);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers['content-disposition']).toBe(`inline; filename="Receipt _July_.pdf"; filename*=UTF-8''Receipt%20%22July%22.pdf`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(RECEIPT_CSP);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toBe('private, no-store');

      const download = await t.request().get(`/api/payment/receipt/${fileId}?download=true`).set(bearer(tokens.school_admin)).buffer(true).parse(binaryBody);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Receipt _July_\.pdf"/);
    });

    it('serves an image as the image type it is, named with its real extension', async () => {
      const png = await upload(samplePng(), 'photo.html');
      expect(png.status).toBe(201);
      const res = await t.request().get(`/api/payment/receipt/${png.body.data.fileId}`).set(bearer(tokens.admin)).buffer(true).parse(binaryBody);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="photo\.png"/);
    });

    it('answers 404 for an unknown file and 400 for an id that cannot be one', async () => {
      const missing = '00000000-0000-4000-8000-00000000abcd';
      for (const path of [`/api/mongo-upload/receipt/${missing}/info`, `/api/payment/receipt/${missing}`]) {
        const res = await t.request().get(path).set(bearer(tokens.admin));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(MSG.receiptFileNotFound);
      }
      for (const path of ['/api/mongo-upload/receipt/..%2F..%2Fetc/info', '/api/payment/receipt/not-a-uuid']) {
        const res = await t.request().get(path).set(bearer(tokens.admin));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(API_MSG.invalidFileId);
      }
    });
  });

  describe('delete', () => {
    it('lets only the owning school admin delete an unsubmitted upload', async () => {
      const fileId = (await upload(sampleGif(), 'x.gif')).body.data.fileId;
      const expected: Record<Exclude<Caller, 'school_admin'>, number> = { anonymous: 401, team: 403, mentor: 403, judge: 403, admin: 403, region_admin: 403, super_admin: 403, otherSchool: 403, regionOut: 403 };
      for (const [caller, status] of Object.entries(expected) as [Caller, number][]) {
        const req = t.request().delete(`/api/mongo-upload/receipt/${fileId}`);
        const token = tokenOf(caller);
        const res = await (token ? req.set(bearer(token)) : req);
        expect({ caller, status: res.status }).toEqual({ caller, status });
      }
      const res = await t.request().delete(`/api/mongo-upload/receipt/${fileId}`).set(bearer(tokens.school_admin));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: API_MSG.receiptDeleted, data: { fileId, deleted: true } });
      const again = await t.request().get(`/api/mongo-upload/receipt/${fileId}/info`).set(bearer(tokens.school_admin));
      expect(again.status).toBe(404);
      const gone = await t.request().delete(`/api/mongo-upload/receipt/${fileId}`).set(bearer(tokens.school_admin));
      expect(gone.status).toBe(404);
    });

    it('refuses to delete a receipt that a payment submission refers to', async () => {
      const fileId = (await upload(samplePdf(), 'paid.pdf')).body.data.fileId;
      await t.db.update(registrations).set({ paymentStatus: 'not_submitted' }).where(eq(registrations.schoolCode, p.schoolA.code));
      const submit = await t
        .request()
        .post('/api/payment/submit')
        .set(bearer(tokens.school_admin))
        .send({ schoolCode: p.schoolA.code, fullName: 'Asha Verma', referenceNumber: 'SBIC1', receiptNumber: 'UTR1', receiptFile: fileId });
      expect(submit.status).toBe(201);

      const info = await t.request().get(`/api/mongo-upload/receipt/${fileId}/info`).set(bearer(tokens.school_admin));
      expect(info.body.data.inUse).toBe(true);
      const res = await t.request().delete(`/api/mongo-upload/receipt/${fileId}`).set(bearer(tokens.school_admin));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(API_MSG.receiptInUse);
      expect((await t.db.select({ id: files.id }).from(files).where(eq(files.id, fileId))).length).toBe(1);
    });
  });
});
