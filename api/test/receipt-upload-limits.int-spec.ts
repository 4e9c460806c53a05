/**
 * Issue 22: receipt uploads must not hold the API's memory or connections. Uploads in flight are
 * bounded per account (429, nothing half-written), a body declaring more than an upload can be is
 * refused before it is read (413), a file that is not a receipt is refused from its first bytes, and
 * a body that stops arriving is cut off after REQUEST_BODY_IDLE_SECONDS (1 s here).
 */
import { connect, type AddressInfo } from 'node:net';
import { API_MSG, MSG } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { files } from '../src/database/schema';
import { RECEIPT_UPLOADS_PER_ACCOUNT, ReceiptUploadSlots } from '../src/modules/payments/receipt-upload-slots';
import { createTestApp, type TestApp } from './support';
import { insertAccount, insertSchool } from './support/fixtures-auth';
import { pdfOfSize, samplePdf } from './receipts-fixtures';

jest.setTimeout(60_000);

const IDLE_SECONDS = 1;
/** How long past the idle timeout a stalled connection may stay open (a behavioural bound, not a timing figure). */
const GRACE_MS = 4000;
const BOUNDARY = 'LimitsBoundary7MA4YWxk';

/** What came back on a hand-driven connection: the status (0: closed without an answer; -1: still open) and the envelope. */
interface RawAnswer {
  status: number;
  message: string | null;
  headers: string;
  ms: number;
}

/**
 * An HTTP request written by hand on its own connection: the head and `first` bytes of the body
 * now, the rest (if any) when `send` is called. `answer` resolves with the first whole answer, when
 * the connection closes without one, or with status -1 after `waitMs`.
 */
function rawRequest(port: number, head: string, first: Buffer, waitMs: number) {
  const socket = connect({ host: '127.0.0.1', port });
  const started = Date.now();
  let received = Buffer.alloc(0);
  const answer = new Promise<RawAnswer>((resolve) => {
    let settled = false;
    const finish = (status: number, message: string | null, headers = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, message, headers, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(-1, null), waitMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headers)?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      const body = received.subarray(end + 4, end + 4 + length).toString('utf8');
      let message: string | null = null;
      try {
        message = (JSON.parse(body) as { message?: string }).message ?? null;
      } catch {
        // not an envelope
      }
      finish(Number(headers.slice(9, 12)), message, headers);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(0, null));
  });
  socket.write(head);
  if (first.length) socket.write(first);
  return { answer, send: (rest: Buffer) => socket.write(rest) };
}

/** A multipart body carrying `file` as the receipt. */
function multipart(file: Buffer, filename = 'receipt.pdf'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`, 'latin1'),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
  ]);
}

const uploadHead = (token: string, length: number | 'chunked', path = '/api/mongo-upload/receipt') =>
  `POST ${path} HTTP/1.1\r\nHost: portal.test\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
  `${length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}\r\n\r\n`;

async function waitFor(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('receipt uploads: bounded in flight, refused early, idle bodies cut off', () => {
  let t: TestApp;
  let port: number;
  let slots: ReceiptUploadSlots;
  const school = { code: '', accountId: '', token: '' };
  const otherSchool = { code: '', token: '' };

  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_BODY_IDLE_SECONDS: String(IDLE_SECONDS) } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    slots = t.get(ReceiptUploadSlots);
    for (const target of [school, otherSchool]) {
      const { code } = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: code });
      target.code = code;
      if (target === school) school.accountId = account.id;
      target.token = t.tokenFor({ sub: account.id, role: 'school_admin', schoolCode: code, email: account.email ?? undefined });
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const filesOf = async (code: string) =>
    t.db.select({ id: files.id, sizeBytes: files.sizeBytes, length: sql<number>`octet_length(${files.data})::int` }).from(files).where(eq(files.ownerSchoolCode, code));

  it(`lets one account have ${RECEIPT_UPLOADS_PER_ACCOUNT} uploads in flight: the next gets 429, the first ones are stored whole`, async () => {
    const before = (await filesOf(school.code)).length;
    const file = pdfOfSize(300_000);
    const body = multipart(file);
    // uploads that send their first bytes and wait (a slow connection)
    const slow = Array.from({ length: RECEIPT_UPLOADS_PER_ACCOUNT }, () => rawRequest(port, uploadHead(school.token, body.length), body.subarray(0, 5000), 20_000));
    await waitFor('the slow uploads to hold their slots', () => slots.inFlight(school.accountId) === RECEIPT_UPLOADS_PER_ACCOUNT);

    const refused = await t.request().post('/api/mongo-upload/receipt').set('Authorization', `Bearer ${school.token}`).attach('receipt', samplePdf(), 'third.pdf');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: API_MSG.receiptUploadBusy });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another account is not held up by this one
    const other = await t.request().post('/api/mongo-upload/receipt').set('Authorization', `Bearer ${otherSchool.token}`).attach('receipt', samplePdf(), 'other.pdf');
    expect(other.status).toBe(201);

    for (const upload of slow) upload.send(body.subarray(5000));
    const answers = await Promise.all(slow.map((upload) => upload.answer));
    expect(answers.map((a) => [a.status, a.message])).toEqual(slow.map(() => [201, API_MSG.receiptUploaded]));
    const stored = await filesOf(school.code);
    expect(stored).toHaveLength(before + RECEIPT_UPLOADS_PER_ACCOUNT);
    for (const row of stored) expect(row.length).toBe(row.sizeBytes);
    expect(stored.filter((row) => row.sizeBytes === file.length)).toHaveLength(RECEIPT_UPLOADS_PER_ACCOUNT);

    // the slots are back: the account may upload again
    await waitFor('the slots to be given back', () => slots.inFlight(school.accountId) === 0);
    const again = await t.request().post('/api/mongo-upload/receipt').set('Authorization', `Bearer ${school.token}`).attach('receipt', samplePdf(), 'again.pdf');
    expect(again.status).toBe(201);
  });

  it('refuses a body that declares more than an upload can be (10 GiB) with 413, before reading it', async () => {
    const before = (await filesOf(school.code)).length;
    const huge = rawRequest(port, uploadHead(school.token, 10 * 1024 ** 3), multipart(Buffer.from('%PDF-1.4\n')).subarray(0, 200), IDLE_SECONDS * 1000 + GRACE_MS);
    const answer = await huge.answer;
    expect([answer.status, answer.message]).toEqual([413, MSG.receiptFileSize]);
    expect(answer.headers).toMatch(/\r\nconnection: close/i);
    expect(await filesOf(school.code)).toHaveLength(before);
    await waitFor('the slot to be free', () => slots.inFlight() === 0);
  });

  it('refuses a chunked upload (no declared length) at the cap, and closes its connection rather than drain it', async () => {
    const before = (await filesOf(school.code)).length;
    const body = multipart(pdfOfSize(6 * 1024 * 1024));
    const chunks: Buffer[] = [];
    for (let at = 0; at < body.length; at += 256 * 1024) {
      const piece = body.subarray(at, at + 256 * 1024);
      chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
    }
    // the whole body but its last chunk: the server never sees the end of it
    const upload = rawRequest(port, uploadHead(school.token, 'chunked'), Buffer.concat(chunks), 30_000);
    const answer = await upload.answer;
    expect([answer.status, answer.message]).toEqual([413, MSG.receiptFileSize]);
    expect(answer.headers).toMatch(/\r\nconnection: close/i);
    expect(await filesOf(school.code)).toHaveLength(before);
  });

  it('refuses a file that is not a receipt from its first bytes, without waiting for the rest', async () => {
    const page = Buffer.concat([Buffer.from('<!DOCTYPE html><html><body>'), Buffer.alloc(2_000_000, 0x20)]);
    const body = multipart(page, 'receipt.pdf');
    // 64 KB of a 2 MB body, then nothing: the type is known long before the end
    const upload = rawRequest(port, uploadHead(school.token, body.length), body.subarray(0, 64 * 1024), 30_000);
    const answer = await upload.answer;
    expect([answer.status, answer.message]).toEqual([400, MSG.receiptFileType]);
  });

  it(`cuts off an upload whose body stops arriving (408 and closed within a few seconds of a ${IDLE_SECONDS} s idle timeout), storing nothing`, async () => {
    const before = (await filesOf(school.code)).length;
    const body = multipart(pdfOfSize(1_000_000));
    const stalled = rawRequest(port, uploadHead(school.token, body.length), body.subarray(0, 20_000), IDLE_SECONDS * 1000 + GRACE_MS);
    const answer = await stalled.answer;
    expect([answer.status, answer.message]).toEqual([408, API_MSG.requestBodyIdle]);
    expect(answer.headers).toMatch(/\r\nconnection: close/i);
    expect(await filesOf(school.code)).toHaveLength(before);
    await waitFor('the slot to be given back', () => slots.inFlight(school.accountId) === 0);
  });

  it('cuts off a chunked upload that stalls, and any other stalled body (a public JSON route)', async () => {
    const chunk = multipart(pdfOfSize(100_000)).subarray(0, 8000);
    const chunked = rawRequest(port, uploadHead(school.token, 'chunked'), Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]), IDLE_SECONDS * 1000 + GRACE_MS);
    const json = rawRequest(port, 'POST /api/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n', Buffer.from('{"email":"a@b.test",'), IDLE_SECONDS * 1000 + GRACE_MS);
    for (const answer of await Promise.all([chunked.answer, json.answer])) {
      expect([answer.status, answer.message]).toEqual([408, API_MSG.requestBodyIdle]);
    }
  });

  it('leaves a body that keeps arriving slowly alone, however long it takes in all', async () => {
    const body = multipart(samplePdf());
    const upload = rawRequest(port, uploadHead(otherSchool.token, body.length), body.subarray(0, 10), 30_000);
    // one piece every half idle timeout: never idle for the whole of it, 3 idle timeouts in all
    const pieces = 6;
    const step = Math.ceil((body.length - 10) / pieces);
    for (let i = 0; i < pieces; i++) {
      await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS * 1000) / 2));
      upload.send(body.subarray(10 + i * step, Math.min(body.length, 10 + (i + 1) * step)));
    }
    const answer = await upload.answer;
    expect([answer.status, answer.message]).toEqual([201, API_MSG.receiptUploaded]);
  });
});
