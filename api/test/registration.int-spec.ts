import { API_MSG, MSG, ROLES, type Registration, type Role } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { registrations } from '../src/database/schema';
import { REFERENCE_NUMBER_PATTERN } from '../src/modules/registration';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { insertAccount, insertSchool, registerBody, HOOK_TIMEOUT_MS } from './support/fixtures-auth';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(30_000);

describe('registrations', () => {
  let t: TestApp;
  let adminToken: string;
  let superToken: string;
  /** A registered school (via /auth/register) in region Delhi, and its school admin's token. */
  let delhi: { code: string; registration: Registration; adminToken: string };
  /** Another registered school in region Pune. */
  let pune: { code: string; registration: Registration; adminToken: string };

  async function registeredSchool(region: string) {
    const school = await insertSchool(t, { region });
    const res = await t.request().post('/api/auth/register').send(registerBody(school.code)).expect(201);
    const registration = res.body.data.registration as Registration;
    const token = t.tokenFor({ sub: '00000000-0000-4000-8000-000000000001', role: 'school_admin', schoolCode: school.code });
    return { code: school.code, registration, adminToken: token };
  }

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await insertAccount(t, { role: 'admin' });
    adminToken = t.tokenFor({ sub: admin.id, role: 'admin' });
    superToken = t.tokenFor({ sub: admin.id, role: 'super_admin' });
    delhi = await registeredSchool('Delhi');
    pune = await registeredSchool('Pune');
  }, HOOK_TIMEOUT_MS);

  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  describe('GET /api/registration/check (public)', () => {
    it('says whether a school is registered, with only non-sensitive fields (not whether it has an account)', async () => {
      const res = await t.request().get('/api/registration/check').query({ schoolCode: delhi.code }).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toEqual({
        exists: true,
        registration: {
          _id: delhi.registration._id,
          schoolCode: delhi.code,
          kvName: delhi.registration.kvName,
          registrationStatus: 'pending',
        },
      });
    });

    it('answers exists false for an unregistered or unknown school', async () => {
      const school = await insertSchool(t);
      for (const schoolCode of [school.code, '88888888']) {
        const res = await t.request().get('/api/registration/check').query({ schoolCode }).expect(200);
        expect(res.body.data).toEqual({ exists: false, registration: null });
      }
    });

    it('refuses a missing school code with 400', async () => {
      const res = await t.request().get('/api/registration/check').expect(400);
      expect(res.body).toMatchObject({ success: false, message: MSG.required });
    });

    it('never names an address (whether an email has an account is not its to say)', async () => {
      const res = await t.request().get('/api/registration/check').query({ schoolCode: delhi.code }).expect(200);
      expect(JSON.stringify(res.body)).not.toMatch(/@|email/i);
    });
  });

  describe('GET /api/registration/{id} and /api/registration/by-kv/{code}', () => {
    it('gives the Registration shape to its school admin, by id and by code', async () => {
      const byId = await t.request().get(`/api/registration/${delhi.registration._id}`).set(auth(delhi.adminToken)).expect(200);
      expect(byId.body.data).toEqual(delhi.registration);
      const byKv = await t.request().get(`/api/registration/by-kv/${delhi.code}`).set(auth(delhi.adminToken)).expect(200);
      expect(byKv.body.data).toEqual(delhi.registration);
      expect(byKv.body.data.referenceNumber).toMatch(REFERENCE_NUMBER_PATTERN);
    });

    it('lets admin and super admin read any, a region admin only its region', async () => {
      await t.request().get(`/api/registration/${pune.registration._id}`).set(auth(adminToken)).expect(200);
      await t.request().get(`/api/registration/by-kv/${pune.code}`).set(auth(superToken)).expect(200);
      const delhiAdmin = t.tokenFor({ sub: '00000000-0000-4000-8000-000000000002', role: 'region_admin', region: 'delhi' });
      await t.request().get(`/api/registration/${delhi.registration._id}`).set(auth(delhiAdmin)).expect(200);
      const other = await t.request().get(`/api/registration/${pune.registration._id}`).set(auth(delhiAdmin)).expect(403);
      expect(other.body).toMatchObject({ success: false, message: API_MSG.forbidden });
      await t.request().get(`/api/registration/by-kv/${pune.code}`).set(auth(delhiAdmin)).expect(403);
    });

    it("refuses another school's registration to a school admin with 403", async () => {
      await t.request().get(`/api/registration/${pune.registration._id}`).set(auth(delhi.adminToken)).expect(403);
      await t.request().get(`/api/registration/by-kv/${pune.code}`).set(auth(delhi.adminToken)).expect(403);
      // not even whether an unregistered school exists
      await t.request().get('/api/registration/by-kv/77777777').set(auth(delhi.adminToken)).expect(403);
    });

    it('answers 400 Invalid registration ID for a malformed id and 404 for a missing one', async () => {
      const bad = await t.request().get('/api/registration/not-a-uuid').set(auth(adminToken)).expect(400);
      expect(bad.body).toMatchObject({ success: false, message: MSG.invalidRegistrationId });
      const missing = await t.request().get('/api/registration/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f').set(auth(adminToken)).expect(404);
      expect(missing.body).toMatchObject({ success: false, message: API_MSG.registrationNotFound });
      const unregistered = await insertSchool(t);
      await t.request().get(`/api/registration/by-kv/${unregistered.code}`).set(auth(adminToken)).expect(404);
    });
  });

  describe('POST /api/registration', () => {
    const body = (schoolCode: string, extra: object = {}) => ({
      schoolCode,
      fullName: 'Office Clerk',
      email: 'office@example.test',
      contactNumber: '9000000000',
      ...extra,
    });

    it('lets the admin create one for a directory school, with the directory facts', async () => {
      const school = await insertSchool(t, { region: 'Agra', zone: 'North', district: 'Agra', state: 'UTTAR PRADESH' });
      const res = await t
        .request()
        .post('/api/registration')
        .set(auth(adminToken))
        .send(body(school.code, { termsAccepted: true, registrationMetadata: { browserAgent: 'jest' } }))
        .expect(201);
      expect(res.body.message).toBe(API_MSG.registrationCreated);
      expect(res.body.data).toMatchObject({
        schoolCode: school.code,
        kvName: school.name,
        region: 'Agra',
        district: 'Agra',
        state: 'UTTAR PRADESH',
        email: 'office@example.test',
        termsAccepted: true,
        registrationSource: 'single_page_form',
      });
      expect(res.body.data.referenceNumber).toMatch(REFERENCE_NUMBER_PATTERN);
      // a registration without an account reads exactly like one with: the check says no more
      const check = await t.request().get('/api/registration/check').query({ schoolCode: school.code }).expect(200);
      expect(Object.keys(check.body.data.registration).sort()).toEqual(['_id', 'kvName', 'registrationStatus', 'schoolCode']);
    });

    it('answers 409 for a school that has one and 404 for an unknown school', async () => {
      const dup = await t.request().post('/api/registration').set(auth(adminToken)).send(body(delhi.code)).expect(409);
      expect(dup.body).toMatchObject({ success: false, message: API_MSG.registrationExists });
      const unknown = await t.request().post('/api/registration').set(auth(adminToken)).send(body('55555555')).expect(404);
      expect(unknown.body.message).toBe(API_MSG.schoolNotFound);
    });

    it('lets exactly one of two simultaneous creations win', async () => {
      const school = await insertSchool(t);
      const results = await Promise.all([1, 2].map(() => t.request().post('/api/registration').set(auth(adminToken)).send(body(school.code))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it("refuses a school admin creating another school's registration with 403", async () => {
      const school = await insertSchool(t);
      await t.request().post('/api/registration').set(auth(delhi.adminToken)).send(body(school.code)).expect(403);
      expect(await t.db.select().from(registrations).where(eq(registrations.schoolCode, school.code))).toHaveLength(0);
    });

    it.each([
      ['a malformed email', { email: 'x' }, MSG.invalidEmail],
      ['a bad phone', { contactNumber: '12ab' }, MSG.invalidPhone],
      ['a missing name', { fullName: undefined }, MSG.required],
      ['directory fields in the body', { region: 'Elsewhere' }, 'property region should not exist'],
    ])('refuses %s with 400', async (_label, extra, message) => {
      const school = await insertSchool(t);
      const res = await t.request().post('/api/registration').set(auth(adminToken)).send(body(school.code, extra)).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });
  });

  describe('PUT /api/registration/{id}', () => {
    it('updates with the current updatedAt; a stale updatedAt is 409', async () => {
      const current = (await t.request().get(`/api/registration/${pune.registration._id}`).set(auth(pune.adminToken)).expect(200)).body.data as Registration;
      const res = await t
        .request()
        .put(`/api/registration/${current._id}`)
        .set(auth(pune.adminToken))
        .send({ updatedAt: current.updatedAt, contactNumber: '9111111111', fullName: 'New Name', schoolDetails: { principal: 'Dr. K' } })
        .expect(200);
      expect(res.body.message).toBe(API_MSG.registrationUpdated);
      expect(res.body.data).toMatchObject({ contactNumber: '9111111111', fullName: 'New Name', referenceNumber: current.referenceNumber });
      expect(new Date(res.body.data.updatedAt).getTime()).toBeGreaterThan(new Date(current.updatedAt).getTime());

      const stale = await t.request().put(`/api/registration/${current._id}`).set(auth(pune.adminToken)).send({ updatedAt: current.updatedAt, fullName: 'Lost' }).expect(409);
      expect(stale.body).toMatchObject({ success: false, message: API_MSG.registrationStale });

      // the next write with the fresh value works
      await t.request().put(`/api/registration/${current._id}`).set(auth(pune.adminToken)).send({ updatedAt: res.body.data.updatedAt, fullName: 'Kept' }).expect(200);
    });

    it('of two simultaneous updates from one read, exactly one wins', async () => {
      const current = (await t.request().get(`/api/registration/${delhi.registration._id}`).set(auth(adminToken)).expect(200)).body.data as Registration;
      const results = await Promise.all(
        ['A', 'B'].map((n) => t.request().put(`/api/registration/${current._id}`).set(auth(adminToken)).send({ updatedAt: current.updatedAt, fullName: `Writer ${n}` })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('lets only the admin change registrationStatus', async () => {
      const current = (await t.request().get(`/api/registration/${delhi.registration._id}`).set(auth(adminToken)).expect(200)).body.data as Registration;
      await t.request().put(`/api/registration/${current._id}`).set(auth(delhi.adminToken)).send({ updatedAt: current.updatedAt, registrationStatus: 'approved' }).expect(403);
      const res = await t.request().put(`/api/registration/${current._id}`).set(auth(adminToken)).send({ updatedAt: current.updatedAt, registrationStatus: 'approved' }).expect(200);
      expect(res.body.data.registrationStatus).toBe('approved');
    });

    it('refuses bad input: missing updatedAt, bad values, invalid id, missing id, another school', async () => {
      const id = pune.registration._id;
      expect((await t.request().put(`/api/registration/${id}`).set(auth(adminToken)).send({ fullName: 'x' }).expect(400)).body.message).toBe(MSG.required);
      await t.request().put(`/api/registration/${id}`).set(auth(adminToken)).send({ updatedAt: 'yesterday' }).expect(400);
      const now = new Date().toISOString();
      await t.request().put(`/api/registration/${id}`).set(auth(adminToken)).send({ updatedAt: now, registrationStatus: 'done' }).expect(400);
      expect((await t.request().put(`/api/registration/${id}`).set(auth(adminToken)).send({ updatedAt: now, email: 'bad' }).expect(400)).body.message).toBe(MSG.invalidEmail);
      expect((await t.request().put('/api/registration/123').set(auth(adminToken)).send({ updatedAt: now }).expect(400)).body.message).toBe(MSG.invalidRegistrationId);
      await t.request().put('/api/registration/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f').set(auth(adminToken)).send({ updatedAt: now }).expect(404);
      await t.request().put(`/api/registration/${id}`).set(auth(delhi.adminToken)).send({ updatedAt: now }).expect(403);
    });
  });

  it('role matrix of the guarded registration routes', async () => {
    const claims: Partial<Record<Role, { schoolCode?: string; region?: string }>> = {
      school_admin: { schoolCode: delhi.code },
      region_admin: { region: 'Delhi' },
      mentor: { schoolCode: delhi.code },
      team: { schoolCode: delhi.code },
    };
    const tokens = {} as Record<Role, string>;
    for (const role of ROLES) tokens[role] = t.tokenFor({ sub: '00000000-0000-4000-8000-00000000000a', role, ...claims[role] });
    const id = delhi.registration._id;
    const readers: Role[] = ['admin', 'super_admin', 'region_admin', 'school_admin'];
    const writers: Role[] = ['admin', 'school_admin'];
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: `/api/registration/${id}`, allowed: readers },
        { method: 'get', path: `/api/registration/by-kv/${delhi.code}`, allowed: readers },
        { method: 'post', path: '/api/registration', allowed: writers, body: { schoolCode: delhi.code, fullName: 'X', email: 'x@example.test', contactNumber: '9000000000' } },
        { method: 'put', path: `/api/registration/${id}`, allowed: writers, body: { updatedAt: new Date(0).toISOString() } },
      ],
      tokens,
    );
    // the public check needs no token
    await t.request().get('/api/registration/check').query({ schoolCode: delhi.code }).expect(200);
  });
});
