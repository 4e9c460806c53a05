import { API_MSG, INDIAN_STATES, MSG } from '@hackathon/contracts';
import { schools } from '../src/database/schema';
import { createTestApp, type TestApp } from './support';
import { insertSchool, HOOK_TIMEOUT_MS } from './support/fixtures-auth';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(30_000);

describe('school directory and states (public)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await insertSchool(t, { code: '1001', name: 'Kendriya Vidyalaya No. 1 Delhi Cantt', region: 'Delhi', zone: 'North', state: 'DELHI' });
    await insertSchool(t, { code: '1002', name: 'Kendriya Vidyalaya Pune 50% Campus', region: 'Pune', zone: 'West', state: 'MAHARASHTRA' });
    await insertSchool(t, { code: 'KV77', name: 'Kendriya Vidyalaya Guwahati', region: 'Guwahati', zone: 'Northeast' });
    // a directory row with blanks: the lookup fills the spec's defaults
    await t.db.insert(schools).values({ code: '1003', name: 'Kendriya Vidyalaya Blank', district: '', state: '', region: '', zone: '' });
    for (let i = 0; i < 25; i++) await insertSchool(t, { code: `9${i.toString().padStart(3, '0')}`, name: `Springfield School ${i}` });
  }, HOOK_TIMEOUT_MS);

  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  describe('GET /api/schools/lookup/{code}', () => {
    it('answers the school lookup shape', async () => {
      const res = await t.request().get('/api/schools/lookup/1001').expect(200);
      expect(res.body).toEqual({
        success: true,
        message: API_MSG.schoolFound,
        data: {
          kvCode: '1001',
          kvName: 'Kendriya Vidyalaya No. 1 Delhi Cantt',
          district: 'New Delhi',
          state: 'DELHI',
          region: 'Delhi',
          zone: 'North',
          contactNumber: '9876543210',
          email: 'kv1001@schools.test',
        },
      });
    });

    it("fills blanks with the spec's defaults", async () => {
      const res = await t.request().get('/api/schools/lookup/1003').expect(200);
      expect(res.body.data).toMatchObject({ district: 'Unknown', state: 'Unknown', region: 'Unknown', zone: 'N', contactNumber: '', email: '' });
    });

    it('finds a lettered code typed in lower case', async () => {
      const res = await t.request().get('/api/schools/lookup/kv77').expect(200);
      expect(res.body.data.kvCode).toBe('KV77');
    });

    it.each(['4040', 'not-a-code', '1234567890123'])('answers 404 School not found for %s', async (code) => {
      const res = await t.request().get(`/api/schools/lookup/${code}`).expect(404);
      expect(res.body).toMatchObject({ success: false, message: API_MSG.schoolNotFound });
    });
  });

  describe('GET /api/schools/search', () => {
    it('matches names case-insensitively', async () => {
      const res = await t.request().get('/api/schools/search').query({ query: 'delhi cantt' }).expect(200);
      expect(res.body.data.map((s: { kvCode: string }) => s.kvCode)).toEqual(['1001']);
    });

    it('matches codes, the exact code first', async () => {
      const res = await t.request().get('/api/schools/search').query({ query: '1001' }).expect(200);
      expect(res.body.data[0].kvCode).toBe('1001');
    });

    it('returns at most 20', async () => {
      const res = await t.request().get('/api/schools/search').query({ query: 'Springfield' }).expect(200);
      expect(res.body.data).toHaveLength(20);
    });

    it('treats % and _ as characters, not wildcards', async () => {
      const percent = await t.request().get('/api/schools/search').query({ query: '50%' }).expect(200);
      expect(percent.body.data.map((s: { kvCode: string }) => s.kvCode)).toEqual(['1002']);
      const underscore = await t.request().get('/api/schools/search').query({ query: 'a_b' }).expect(200);
      expect(underscore.body.data).toEqual([]);
    });

    it('refuses a query under 2 characters or none with 400', async () => {
      for (const query of [{ query: 'a' }, { query: '  ' }, {}]) {
        const res = await t.request().get('/api/schools/search').query(query).expect(400);
        expect(res.body).toMatchObject({ success: false, message: MSG.minLength(2) });
      }
    });
  });

  describe('states', () => {
    it('GET /api/states/all lists the 36 states and union territories, upper case', async () => {
      const res = await t.request().get('/api/states/all').expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toHaveLength(36);
      expect(new Set(res.body.data)).toEqual(new Set(INDIAN_STATES));
      for (const name of res.body.data as string[]) expect(name).toBe(name.toUpperCase());
    });

    it('GET /api/states/search filters case-insensitively; blank lists all', async () => {
      const res = await t.request().get('/api/states/search').query({ query: 'pradesh' }).expect(200);
      expect(res.body.data).toEqual(['ANDHRA PRADESH', 'ARUNACHAL PRADESH', 'HIMACHAL PRADESH', 'MADHYA PRADESH', 'UTTAR PRADESH']);
      const all = await t.request().get('/api/states/search').expect(200);
      expect(all.body.data).toHaveLength(36);
      const none = await t.request().get('/api/states/search').query({ query: 'atlantis' }).expect(200);
      expect(none.body.data).toEqual([]);
    });

    it('POST /api/states/validate answers the canonical name', async () => {
      const cases: Array<[string, boolean, string | null]> = [
        ['tamil nadu', true, 'TAMIL NADU'],
        ['  Jammu & Kashmir ', true, 'JAMMU AND KASHMIR'],
        ['Orissa', true, 'ODISHA'],
        ['NCT of Delhi', true, 'DELHI'],
        ['Atlantis', false, null],
      ];
      for (const [state, valid, canonical] of cases) {
        const res = await t.request().post('/api/states/validate').send({ state }).expect(200);
        expect(res.body).toMatchObject({ success: true, data: { valid, state: canonical } });
      }
    });

    it('POST /api/states/validate refuses a missing, empty or non-text state and unknown fields with 400', async () => {
      for (const body of [{}, { state: '' }, { state: 12 }]) {
        const res = await t.request().post('/api/states/validate').send(body).expect(400);
        expect(res.body).toMatchObject({ success: false, message: MSG.required });
      }
      await t.request().post('/api/states/validate').send({ state: 'GOA', extra: 1 }).expect(400);
    });
  });
});
