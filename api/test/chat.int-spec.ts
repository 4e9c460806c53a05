import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_MSG, CHAT_API, CHAT_LIMITS, EVENT } from '@hackathon/contracts';
import { inLocale } from '../src/kernel/locale';
import { createTestApp, type TestApp } from './support';

const PATH = `/api${CHAT_API.sendMessage.path()}`;
const DONT_KNOW = API_MSG.chatDontKnow(EVENT.contact.email, EVENT.contact.helpline, EVENT.contact.supportHours);
const HINDI_DONT_KNOW = inLocale('hi', () => API_MSG.chatDontKnow(EVENT.contact.email, EVENT.contact.helpline, EVENT.contact.supportHours));
const DEVANAGARI = /\p{Script=Devanagari}/u;

describe('POST /api/ai-chat/send-message (local assistant, no configuration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the default limit of 20 a minute would stop this file half-way: the limit has its own test below
    t = await createTestApp({ env: { CHAT_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const ask = (message: string, conversationHistory?: unknown) => t.request().post(PATH).send({ message, conversationHistory });

  it('answers the fee question for anonymous visitors: INR 50,000 per school, with its source', async () => {
    const res = await ask('What is the registration fee?').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(API_MSG.chatAnswered);
    expect(res.body.data.response).toContain('INR 50,000 per school');
    expect(res.body.data.response).toMatch(/^From the FAQ/);
    expect(res.body.data.sources[0]).toEqual({ title: 'FAQ: What is the registration fee?' });
  });

  it('answers when the national finale is: 18-19 Dec 2025 in Delhi', async () => {
    const res = await ask('When is the national finale?').expect(200);
    expect(res.body.data.response).toContain('18-19 Dec 2025, Delhi');
  });

  it('answers the team size, the prizes and a rulebook question, citing where from', async () => {
    expect((await ask('How many students can be in a team?').expect(200)).body.data.response).toContain('At most 5 students per team.');
    const prizes = (await ask('What are the prizes for the national winners?').expect(200)).body.data.response;
    expect(prizes).toContain('1st: INR 25,000');
    const conduct = (await ask('What happens if I misuse the class chatbox?').expect(200)).body.data;
    expect(conduct.response).toContain('Competition Rulebook, section 5. Conduct');
    expect(conduct.sources).toContainEqual({ title: 'Competition Rulebook, section 5. Conduct', path: '/docs/rulebook.pdf' });
  });

  it('says it does not know an off-topic question and points to support', async () => {
    const res = await ask('What is the capital of France?').expect(200);
    expect(res.body.data).toEqual({ response: DONT_KNOW, sources: [] });
    expect(res.body.data.response).toContain(EVENT.contact.email);
  });

  describe('in Hindi (issue 24)', () => {
    const inHindi = (message: string) => t.request().post(PATH).set('Accept-Language', 'hi').send({ message });

    it('answers Hindi written in Latin letters: the fee and the mentor rule, in the language of the page', async () => {
      const fee = (await ask('fees kitni hai?').expect(200)).body.data;
      expect(fee.response).toContain('INR 50,000 per school');
      expect(fee.sources[0]).toEqual({ title: 'FAQ: What is the registration fee?' });
      const mentors = (await ask('contract teacher mentor ban sakta hai?').expect(200)).body.data;
      expect(mentors.response).toContain('Only permanent teachers of the school may be mentors.');
      // the same questions from a page read in Hindi are answered in Hindi
      const hindiFee = await inHindi('fees kitni hai?').expect(200);
      expect(hindiFee.body.data.response).toContain('₹50,000 प्रति विद्यालय');
      expect(hindiFee.body.message).toBe(inLocale('hi', () => API_MSG.chatAnswered));
      expect((await inHindi('contract teacher mentor ban sakta hai?').expect(200)).body.data.response).toContain('केवल विद्यालय के स्थायी शिक्षक ही मेंटर हो सकते हैं।');
    });

    it('answers a question in Devanagari in Hindi, whatever the language of the page', async () => {
      const fee = (await ask('शुल्क कितना है?').expect(200)).body.data;
      expect(fee.response).toMatch(/^अक्सर पूछे जाने वाले प्रश्नों से \("पंजीकरण शुल्क कितना है\?"\): ₹50,000 प्रति विद्यालय/);
      expect(fee.sources[0]).toEqual({ title: 'अक्सर पूछे जाने वाले प्रश्न: पंजीकरण शुल्क कितना है?' });
      const mentors = (await inHindi('क्या संविदा शिक्षक मेंटर बन सकता है?').expect(200)).body.data;
      expect(mentors.response).toContain('केवल विद्यालय के स्थायी शिक्षक ही मेंटर हो सकते हैं।');
      expect(mentors.response).toMatch(DEVANAGARI);
      expect(mentors.response).not.toMatch(/\bFrom\b/);
    });

    it('says honestly in Hindi that it does not know an off-topic Hindi question', async () => {
      expect((await ask('फ्रांस की राजधानी क्या है?').expect(200)).body.data).toEqual({ response: HINDI_DONT_KNOW, sources: [] });
      expect((await inHindi('What is the capital of France?').expect(200)).body.data).toEqual({ response: HINDI_DONT_KNOW, sources: [] });
      expect(HINDI_DONT_KNOW).toContain(EVENT.contact.email);
    });

    it('keeps the English answers of an English page as they were', async () => {
      const res = await t.request().post(PATH).set('Accept-Language', 'en').send({ message: 'What is the registration fee?' }).expect(200);
      expect(res.body.data.response).toMatch(/^From the FAQ \("What is the registration fee\?"\): INR 50,000 per school/);
      expect((await ask('What is the capital of France?').expect(200)).body.data.response).toBe(DONT_KNOW);
    });
  });

  it('answers signed-in callers too, and accepts a history of { text, isBot[, timestamp] }', async () => {
    const token = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000c1', role: 'team', teamId: 'A1001JR1', schoolCode: '1001' });
    const history = [
      { text: 'Hello', isBot: false },
      { text: 'Hello! Ask me about ...', isBot: true, timestamp: '2025-10-01T10:00:00.000Z' },
    ];
    const res = await t.request().post(PATH).set('Authorization', `Bearer ${token}`).send({ message: 'registration fee', conversationHistory: history }).expect(200);
    expect(res.body.data.response).toContain('INR 50,000');
  });

  it('takes a message of 1 to 1000 characters', async () => {
    await ask('x'.repeat(CHAT_LIMITS.messageMax)).expect(200);
    for (const message of ['', '   \n ']) {
      const res = await ask(message).expect(400);
      expect(res.body).toMatchObject({ success: false, message: API_MSG.chatMessageRequired });
    }
    const long = await ask('x'.repeat(CHAT_LIMITS.messageMax + 1)).expect(400);
    expect(long.body.message).toBe(API_MSG.chatMessageTooLong(CHAT_LIMITS.messageMax));
    const missing = await t.request().post(PATH).send({}).expect(400);
    expect(missing.body.message).toBe(API_MSG.chatMessageRequired);
    const notText = await t.request().post(PATH).send({ message: 42 }).expect(400);
    expect(notText.body.message).toBe(API_MSG.chatMessageRequired);
  });

  it('takes at most 20 history items of at most 1000 characters', async () => {
    const turn = { text: 'hi', isBot: false };
    await ask('fee', Array.from({ length: CHAT_LIMITS.historyMaxItems }, () => turn)).expect(200);
    const many = await ask('fee', Array.from({ length: CHAT_LIMITS.historyMaxItems + 1 }, () => turn)).expect(400);
    expect(many.body.message).toBe(API_MSG.chatHistoryTooLong(CHAT_LIMITS.historyMaxItems));
    const long = await ask('fee', [{ text: 'x'.repeat(CHAT_LIMITS.historyItemMax + 1), isBot: true }]).expect(400);
    expect(long.body.message).toBe(API_MSG.chatHistoryItemTooLong(CHAT_LIMITS.historyItemMax));
    expect(long.body.details[0].path).toBe('conversationHistory.0.text');
  });

  it('refuses malformed bodies with a 400, never a 500', async () => {
    const cases: unknown[] = [
      { message: 'fee', conversationHistory: 'hi' },
      { message: 'fee', conversationHistory: [{ text: 'hi' }] },
      { message: 'fee', conversationHistory: [{ text: 3, isBot: false }] },
      { message: 'fee', conversationHistory: [null] },
      { message: 'fee', conversationHistory: [['hi', true]] },
    ];
    for (const body of cases) {
      const res = await t.request().post(PATH).send(body as object).expect(400);
      expect(res.body).toMatchObject({ success: false, message: API_MSG.chatHistoryInvalid });
    }
    await t.request().post(PATH).send({ message: 'fee', extra: true }).expect(400);
    await t.request().post(PATH).send([{ message: 'fee' }]).expect(400);
    await t.request().post(PATH).set('Content-Type', 'application/json').send('{"message": ').expect(400);
    await t.request().post(PATH).set('Content-Type', 'text/plain').send('What is the fee?').expect(400);
  });
});

describe('the chat rate limit (per IP, per minute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with the envelope after CHAT_RATE_LIMIT messages, and only on the chat', async () => {
    for (let i = 0; i < 3; i++) await t.request().post(PATH).send({ message: 'fee' }).expect(200);
    const res = await t.request().post(PATH).send({ message: 'fee' }).expect(429);
    expect(res.body).toEqual({ success: false, message: API_MSG.tooManyRequests, error: 'TOO_MANY_REQUESTS' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await t.request().get('/api/health').expect(200);
    await t.request().get('/api/states/all').expect(200);
  });
});

describe('the chat with an OpenAI-compatible model (CHAT_API_URL)', () => {
  let model: Server;
  let mode: 'answer' | 'error' | 'hang' | 'empty' = 'answer';
  const calls: Array<{ url: string; authorization?: string; body: { model: string; messages: Array<{ role: string; content: string }> } }> = [];
  let t: TestApp;

  beforeAll(async () => {
    model = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        calls.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
        if (mode === 'hang') return; // never answers: the timeout must save the user
        if (mode === 'error') return void res.writeHead(500).end('{"error":"boom"}');
        const content = mode === 'empty' ? '' : 'From the FAQ: the fee is INR 50,000 per school.';
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const { port } = model.address() as AddressInfo;
    t = await createTestApp({
      env: { CHAT_API_URL: `http://127.0.0.1:${port}/v1`, CHAT_API_KEY: 'sk-test', CHAT_MODEL: 'tiny', CHAT_TIMEOUT_SECONDS: '1', CHAT_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  it('asks the model with the retrieved passages as grounding and returns its answer', async () => {
    mode = 'answer';
    const history = [{ text: 'Hi', isBot: false }, { text: 'Hello!', isBot: true }];
    const res = await t.request().post(PATH).send({ message: 'What is the registration fee?', conversationHistory: history }).expect(200);
    expect(res.body.data.response).toBe('From the FAQ: the fee is INR 50,000 per school.');
    expect(res.body.data.sources).toContainEqual({ title: 'FAQ: What is the registration fee?' });
    const call = calls.at(-1)!;
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer sk-test');
    expect(call.body.model).toBe('tiny');
    const [system, ...rest] = call.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('INR 50,000 per school');
    expect(rest).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'What is the registration fee?' },
    ]);
  });

  it('grounds a Hindi question in the Hindi passages and asks for a Hindi answer', async () => {
    mode = 'answer';
    await t.request().post(PATH).send({ message: 'शुल्क कितना है?' }).expect(200);
    const [system] = calls.at(-1)!.body.messages;
    expect(system.content).toContain('₹50,000 प्रति विद्यालय');
    expect(system.content).toContain('Answer in Hindi, in Devanagari script');
    await t.request().post(PATH).send({ message: 'What is the registration fee?' }).expect(200);
    expect(calls.at(-1)!.body.messages[0].content).not.toContain('Answer in Hindi');
  });

  it('falls back to the local answer when the model fails, answers nothing or is too slow', async () => {
    for (const failure of ['error', 'empty', 'hang'] as const) {
      mode = failure;
      const res = await t.request().post(PATH).send({ message: 'When is the national finale?' }).expect(200);
      expect(res.body.data.response).toMatch(/^From the event timeline: National Finale: 18-19 Dec 2025, Delhi/);
    }
  });
});
