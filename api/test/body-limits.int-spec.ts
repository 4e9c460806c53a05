import { API_MSG, AUTH_API, CHAT_API, CHAT_LIMITS, PHASE_BULK_MAX } from '@hackathon/contracts';
import { BODY_LIMIT_BYTES, RAISED_BODY_LIMITS } from '../src/common/body-limits';
import { createTestApp, type TestApp } from './support';
import { HOOK_TIMEOUT_MS, insertAccount } from './support/fixtures-auth';
import { wideBody } from './support/wide-body';

/**
 * Issue 22: a JSON object with many unknown keys froze the process (1 MB, 71,000 keys: 8 s, the
 * cost growing with the square of the width), and every other request waited. Wide bodies now get
 * a small 413 (over the route's limit) or 400 (too many fields) before validation runs, while the
 * health check keeps answering; the largest bodies a form really sends still fit. How fast the
 * health check answers meanwhile is a figure of the bench (bench/src/suites/bodies.ts), not a test.
 */

const LOGIN = `/api${AUTH_API.login.path()}`;
const CHAT = `/api${CHAT_API.sendMessage.path()}`;

/** Sends bytes as they are (superagent would write a Buffer sent as JSON as {"type":"Buffer",...}). */
const raw = (data: unknown) => data as string;

describe('wide and huge bodies (issue 22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_RATE_LIMIT: '1000' } });
    // listening once, so supertest does not open and close a server per request
    await t.app.listen(0, '127.0.0.1');
  }, HOOK_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('/api/health keeps answering while 10 wide bodies are sent; each gets a small 413 or 400', async () => {
    const chatLimit = RAISED_BODY_LIMITS[CHAT];
    // 1 MB bodies (over every limit) and bodies just inside each route's limit (a few thousand keys)
    const sends = [
      ...[LOGIN, CHAT, LOGIN, CHAT, LOGIN, CHAT].map((url) => ({ url, body: wideBody(1024 * 1024), status: 413, message: API_MSG.payloadTooLarge })),
      ...[LOGIN, LOGIN].map((url) => ({ url, body: wideBody(BODY_LIMIT_BYTES - 512), status: 400, message: API_MSG.tooManyFields })),
      ...[CHAT, CHAT].map((url) => ({ url, body: wideBody(chatLimit - 512), status: 400, message: API_MSG.tooManyFields })),
    ];

    let sending = true;
    const healthStatuses: number[] = [];
    const poll = (async () => {
      while (sending) {
        const res = await t.request().get('/api/health');
        healthStatuses.push(res.status);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    const answers = await Promise.all(
      sends.map(async ({ url, body }) => {
        const res = await t.request().post(url).set('Content-Type', 'application/json').serialize(raw).send(body);
        return { url, status: res.status, body: res.body as { message?: string }, size: JSON.stringify(res.body).length };
      }),
    );
    // a few more polls after the last answer, so a process still busy with the bodies shows
    await new Promise((resolve) => setTimeout(resolve, 50));
    sending = false;
    await poll;

    expect(healthStatuses.length).toBeGreaterThanOrEqual(3);
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
    answers.forEach((answer, i) => {
      expect({ url: answer.url, status: answer.status, message: answer.body.message }).toEqual({ url: sends[i].url, status: sends[i].status, message: sends[i].message });
      expect(answer.size).toBeLessThan(1_000);
    });
  });

  it('still takes the largest bodies the forms send: a full chat history, a phase action on 500 teams', async () => {
    // 20 earlier turns of 1,000 Devanagari characters (3 bytes each in UTF-8): over the default limit
    const turn = 'क'.repeat(CHAT_LIMITS.historyItemMax);
    const conversationHistory = Array.from({ length: CHAT_LIMITS.historyMaxItems }, (_, i) => ({ text: turn, isBot: i % 2 === 1 }));
    const chat = { message: 'What is the registration fee?', conversationHistory };
    expect(Buffer.byteLength(JSON.stringify(chat))).toBeGreaterThan(BODY_LIMIT_BYTES);
    const answered = await t.request().post(CHAT).send(chat);
    expect(answered.status).toBe(200);

    // the same body elsewhere is too large
    const tooLarge = await t.request().post(LOGIN).send(chat).expect(413);
    expect(tooLarge.body).toEqual({ success: false, message: API_MSG.payloadTooLarge, error: 'PAYLOAD_TOO_LARGE' });

    const { id, email } = await insertAccount(t, { role: 'admin' });
    const admin = t.tokenFor({ sub: id, role: 'admin', email: email ?? undefined });
    const teamIds = Array.from({ length: PHASE_BULK_MAX }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const phase = await t.request().post('/api/teams/phases/promote-phase2').set('Authorization', `Bearer ${admin}`).send({ teamIds });
    // no such teams: refused by the action, not by the size
    expect(phase.status).toBeLessThan(500);
    expect(phase.status).not.toBe(413);
    expect(phase.body.message).not.toBe(API_MSG.tooManyValues);
  });
});
