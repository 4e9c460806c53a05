import { API_MSG, MSG, ROLES, type Role } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { insertAccount, insertSchool, insertTeam, STRONG_PASSWORD, uniqueEmail, HOOK_TIMEOUT_MS } from './support/fixtures-auth';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(30_000);

describe('sign-in and session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, HOOK_TIMEOUT_MS);

  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  const login = (body: object) => t.request().post('/api/auth/login').send(body);
  const adminLogin = (body: object) => t.request().post('/api/region-admin/login').send(body);

  describe('POST /api/auth/login', () => {
    it('signs in a verified school admin: token and user', async () => {
      const school = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code, fullName: 'Asha Verma' });
      const res = await login({ email: account.email, password: STRONG_PASSWORD }).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(MSG.loginSuccess);
      expect(res.body.data.user).toMatchObject({
        _id: account.id,
        id: account.id,
        role: 'school_admin',
        fullName: 'Asha Verma',
        email: account.email,
        schoolCode: school.code,
      });
      const me = await t.request().get('/api/auth/verify').set('Authorization', `Bearer ${res.body.data.token}`).expect(200);
      expect(me.body.data.user).toMatchObject({ id: account.id, role: 'school_admin', schoolCode: school.code });
    });

    it('signs in the platform admin, email compared case-insensitively', async () => {
      const account = await insertAccount(t, { role: 'admin' });
      const res = await login({ email: (account.email as string).toUpperCase(), password: STRONG_PASSWORD }).expect(200);
      expect(res.body.data.user).toMatchObject({ role: 'admin', email: account.email, schoolCode: null });
    });

    it('answers 401 with one message for a wrong password and for an unknown email', async () => {
      const account = await insertAccount(t, { role: 'admin' });
      const wrong = await login({ email: account.email, password: 'Wrong!Pass1' }).expect(401);
      const unknown = await login({ email: uniqueEmail('ghost'), password: STRONG_PASSWORD }).expect(401);
      expect(wrong.body).toEqual({ success: false, message: MSG.invalidCredentials, error: 'UNAUTHORIZED' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('does not let region or super admins sign in here (they use /region-admin/login)', async () => {
      const account = await insertAccount(t, { role: 'region_admin', region: 'Delhi', username: `ra${Date.now()}` });
      const res = await login({ email: account.email, password: STRONG_PASSWORD }).expect(401);
      expect(res.body.message).toBe(MSG.invalidCredentials);
    });

    it.each([
      ['a malformed email', { email: 'nope', password: 'x' }, MSG.invalidEmail],
      ['a missing email', { password: 'x' }, MSG.required],
      ['a missing password', { email: 'a@b.test' }, MSG.required],
      ['an empty password', { email: 'a@b.test', password: '' }, MSG.required],
    ])('refuses %s with 400', async (_label, body, message) => {
      const res = await login(body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it('locks the account after 5 failures (429 even with the right password), counting per account; an unknown address locks alike', async () => {
      const account = await insertAccount(t, { role: 'admin' });
      for (let i = 0; i < 5; i++) await login({ email: account.email, password: `Wrong!Pass${i}` }).expect(401);
      const locked = await login({ email: account.email, password: STRONG_PASSWORD }).expect(429);
      expect(locked.body).toEqual({ success: false, message: API_MSG.accountLocked, error: 'ACCOUNT_LOCKED' });

      const ghost = uniqueEmail('ghost');
      for (let i = 0; i < 5; i++) await login({ email: ghost, password: `Wrong!Pass${i}` }).expect(401);
      const ghostLocked = await login({ email: ghost, password: STRONG_PASSWORD }).expect(429);
      expect(ghostLocked.body).toEqual(locked.body);

      // another account is untouched
      const other = await insertAccount(t, { role: 'admin' });
      await login({ email: other.email, password: STRONG_PASSWORD }).expect(200);
    });

    it('a success resets the failure count', async () => {
      const account = await insertAccount(t, { role: 'admin' });
      for (let i = 0; i < 4; i++) await login({ email: account.email, password: 'Wrong!Pass1' }).expect(401);
      await login({ email: account.email, password: STRONG_PASSWORD }).expect(200);
      for (let i = 0; i < 4; i++) await login({ email: account.email, password: 'Wrong!Pass1' }).expect(401);
      await login({ email: account.email, password: STRONG_PASSWORD }).expect(200);
    });
  });

  describe('GET /api/auth/verify', () => {
    it('answers 401 without a token, with a garbage token and for a deleted account', async () => {
      const none = await t.request().get('/api/auth/verify').expect(401);
      expect(none.body).toMatchObject({ success: false, message: API_MSG.unauthorized });
      await t.request().get('/api/auth/verify').set('Authorization', 'Bearer not.a.token').expect(401);
      const account = await insertAccount(t, { role: 'admin' });
      const token = t.tokenFor({ sub: account.id, role: 'admin' });
      await t.request().get('/api/auth/verify').set('Authorization', `Bearer ${token}`).expect(200);
      await t.db.delete(accounts).where(eq(accounts.id, account.id));
      await t.request().get('/api/auth/verify').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('restores a team session from the team row', async () => {
      const school = await insertSchool(t);
      const team = await insertTeam(t, school.code);
      const token = t.tokenFor({ sub: team.id, role: 'team', teamId: team.teamId, schoolCode: school.code });
      const res = await t.request().get('/api/auth/verify').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body.data.user).toMatchObject({ id: team.id, role: 'team', teamId: team.teamId, schoolCode: school.code, fullName: 'Test Team' });
    });
  });

  describe('region and super admin sign-in', () => {
    it('signs in a region admin by username: token and admin', async () => {
      const username = `north.${Date.now()}`;
      const account = await insertAccount(t, { role: 'region_admin', username, region: 'Delhi', fullName: 'Delhi Region' });
      const res = await adminLogin({ username: username.toUpperCase(), password: STRONG_PASSWORD }).expect(200);
      expect(res.body).toMatchObject({ success: true, message: MSG.loginSuccess });
      expect(res.body.data.admin).toEqual({
        _id: account.id,
        id: account.id,
        username,
        fullName: 'Delhi Region',
        email: account.email,
        role: 'region_admin',
        region: 'Delhi',
      });
      const profile = await t.request().get('/api/region-admin/profile').set('Authorization', `Bearer ${res.body.data.token}`).expect(200);
      expect(profile.body.data.admin).toEqual(res.body.data.admin);
    });

    it('signs in a super admin (by username or email), region null', async () => {
      const username = `super.${Date.now()}`;
      const account = await insertAccount(t, { role: 'super_admin', username });
      const byName = await adminLogin({ username, password: STRONG_PASSWORD }).expect(200);
      expect(byName.body.data.admin).toMatchObject({ role: 'super_admin', region: null, username });
      await adminLogin({ username: account.email, password: STRONG_PASSWORD }).expect(200);
    });

    it('answers 401 Invalid username or password for a wrong password, an unknown user and a non-admin', async () => {
      const username = `ra.${Date.now()}`;
      await insertAccount(t, { role: 'region_admin', username, region: 'Pune' });
      const school = await insertSchool(t);
      const schoolAdmin = await insertAccount(t, { role: 'school_admin', schoolCode: school.code, username: `sa.${Date.now()}` });
      for (const body of [
        { username, password: 'Wrong!Pass1' },
        { username: 'nobody-here', password: STRONG_PASSWORD },
        { username: schoolAdmin.email, password: STRONG_PASSWORD },
      ]) {
        const res = await adminLogin(body).expect(401);
        expect(res.body).toMatchObject({ success: false, message: API_MSG.invalidUsernameOrPassword });
      }
    });

    it('refuses missing fields with 400 Please fill in all fields', async () => {
      for (const body of [{}, { username: 'x' }, { password: 'x' }, { username: '  ', password: 'x' }]) {
        const res = await adminLogin(body).expect(400);
        expect(res.body).toMatchObject({ success: false, message: MSG.fillAllFields });
      }
    });

    it('locks a region admin after 5 failures', async () => {
      const username = `lock.${Date.now()}`;
      await insertAccount(t, { role: 'region_admin', username, region: 'Patna' });
      for (let i = 0; i < 5; i++) await adminLogin({ username, password: 'Wrong!Pass1' }).expect(401);
      await adminLogin({ username, password: STRONG_PASSWORD }).expect(429);
    });
  });

  it('role matrix: /auth/verify for every signed-in role, /region-admin/profile for region and super admins', async () => {
    const school = await insertSchool(t);
    const team = await insertTeam(t, school.code);
    const ids = {} as Record<Role, string>;
    for (const role of ROLES) {
      if (role === 'team') continue;
      const account = await insertAccount(t, {
        role,
        schoolCode: role === 'school_admin' || role === 'mentor' ? school.code : null,
        region: role === 'region_admin' ? 'Delhi' : null,
        username: role === 'region_admin' || role === 'super_admin' ? `${role}.${Date.now()}` : null,
      });
      ids[role] = account.id;
    }
    const tokens = {} as Record<Role, string>;
    for (const role of ROLES) {
      tokens[role] =
        role === 'team'
          ? t.tokenFor({ sub: team.id, role, teamId: team.teamId, schoolCode: school.code })
          : t.tokenFor({ sub: ids[role], role, schoolCode: role === 'school_admin' ? school.code : undefined, region: role === 'region_admin' ? 'Delhi' : undefined });
    }
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: '/api/auth/verify', allowed: ROLES },
        { method: 'get', path: '/api/region-admin/profile', allowed: ['region_admin', 'super_admin'] },
      ],
      tokens,
    );
  });
});
