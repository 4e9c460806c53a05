import { API_MSG, MSG } from '@hackathon/contracts';
import { createTestApp, type TestApp } from './support';
import { HOOK_TIMEOUT_MS, insertAccount, insertSchool, insertTeam, STRONG_PASSWORD, uniqueEmail } from './support/fixtures-auth';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(60_000);

describe('login lockout and the hardening headers', () => {
  let t: TestApp;

  beforeAll(async () => {
    // one proxy hop: X-Forwarded-For names the client, so a test can speak from several addresses
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  const login = (email: string, password: string) => t.request().post('/api/auth/login').send({ email, password });

  function expectRetryAfterWithinTheLock(res: { headers: Record<string, string> }) {
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(t.config.login.lockMinutes * 60);
  }

  describe('the failure counter is taken before the password is verified', () => {
    it('20 parallel wrong passwords: only LOGIN_MAX_FAILURES are checked, the rest are refused as locked', async () => {
      const school = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(account.email as string, `Wrong#pass${i}`)));

      const checked = guesses.filter((g) => g.status === 401);
      const refused = guesses.filter((g) => g.status === 429);
      expect(checked).toHaveLength(t.config.login.maxFailures);
      expect(refused).toHaveLength(20 - t.config.login.maxFailures);
      for (const g of checked) expect(g.body.message).toBe(MSG.invalidCredentials);
      for (const g of refused) {
        expect(g.body).toMatchObject({ success: false, message: API_MSG.accountLocked });
        expectRetryAfterWithinTheLock(g);
      }
      // and the right password waits for the lock too
      await login(account.email as string, STRONG_PASSWORD).expect(429);
    });

    it('a right password among the first tries still signs in, and clears the count', async () => {
      const school = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      for (let i = 0; i < t.config.login.maxFailures - 1; i++) await login(account.email as string, 'Wrong#pass1').expect(401);
      await login(account.email as string, STRONG_PASSWORD).expect(200);
      for (let i = 0; i < t.config.login.maxFailures - 1; i++) await login(account.email as string, 'Wrong#pass1').expect(401);
      await login(account.email as string, STRONG_PASSWORD).expect(200);
    });

    it('the same holds for team sign-ins', async () => {
      const school = await insertSchool(t);
      const team = await insertTeam(t, school.code);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () => t.request().post('/api/teams/login').send({ teamId: team.teamId, password: 'wrong-pass' })),
      );
      expect(guesses.filter((g) => g.status === 401)).toHaveLength(t.config.login.maxFailures);
      const refused = guesses.filter((g) => g.status === 429);
      expect(refused).toHaveLength(12 - t.config.login.maxFailures);
      for (const g of refused) expectRetryAfterWithinTheLock(g);
    });
  });

  describe('per identifier and address: strangers cannot shut the back office out', () => {
    const adminLogin = (username: string, password: string, from: string) =>
      t.request().post('/api/region-admin/login').set('X-Forwarded-For', from).send({ username, password });

    it("a stranger's failures lock the stranger's address only; the owner signs in from theirs", async () => {
      const username = `ra.lock${Date.now()}`;
      await insertAccount(t, { role: 'region_admin', username, region: 'Delhi' });
      for (let i = 0; i < t.config.login.maxFailures; i++) await adminLogin(username, `Wrong#pass${i}`, '203.0.113.66').expect(401);
      await adminLogin(username, STRONG_PASSWORD, '203.0.113.66').expect(429);
      await adminLogin(username, STRONG_PASSWORD, '198.51.100.23').expect(200);
    });

    it('locked and unknown accounts answer alike: same statuses, bodies and Retry-After', async () => {
      const username = `ra.same${Date.now()}`;
      await insertAccount(t, { role: 'region_admin', username, region: 'Delhi' });
      const answers = async (name: string) => {
        const failures = [];
        for (let i = 0; i < t.config.login.maxFailures; i++) failures.push(await adminLogin(name, `Wrong#pass${i}`, '203.0.113.77'));
        return { failures, locked: await adminLogin(name, STRONG_PASSWORD, '203.0.113.77') };
      };
      const known = await answers(username);
      const unknown = await answers(`ghost.${Date.now()}`);
      expect(unknown.failures.map((r) => [r.status, r.body])).toEqual(known.failures.map((r) => [r.status, r.body]));
      expect(known.failures[0]!.body).toEqual({ success: false, message: API_MSG.invalidUsernameOrPassword, error: 'UNAUTHORIZED' });
      for (const { locked } of [known, unknown]) {
        expect(locked.status).toBe(429);
        expect(locked.body).toEqual({ success: false, message: API_MSG.accountLocked, error: 'ACCOUNT_LOCKED' });
        expectRetryAfterWithinTheLock(locked);
      }
    });
  });

  describe('Retry-After on every 429', () => {
    it('the verification resend cap answers 429 with Retry-After', async () => {
      const email = uniqueEmail('resend');
      let last;
      for (let i = 0; i < 4; i++) last = await t.request().post('/api/auth/resend-verification').send({ email });
      expect(last!.status).toBe(429);
      expect(last!.body.message).toBe(MSG.maxResendReached);
      expect(Number(last!.headers['retry-after'])).toBe(24 * 60 * 60);
    });
  });

  describe('Cache-Control: no-store on answers with tokens or personal data', () => {
    it('sign-in (token), the session, and a failed sign-in', async () => {
      const school = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      const signedIn = await login(account.email as string, STRONG_PASSWORD).expect(200);
      // sign-in answers are also no-transform: never compressed (see SignInAnswer)
      expect(signedIn.headers['cache-control']).toBe('no-store, no-transform');
      const session = await t.request().get('/api/auth/verify').set('Authorization', `Bearer ${signedIn.body.data.token}`).expect(200);
      expect(session.headers['cache-control']).toBe('no-store');
      expect(session.body.data.user.email).toBe(account.email);
      const failed = await login(account.email as string, 'Wrong#pass1').expect(401);
      expect(failed.headers['cache-control']).toBe('no-store, no-transform');
    });

    it('team sign-in and a school\'s team list', async () => {
      const school = await insertSchool(t);
      const team = await insertTeam(t, school.code);
      const admin = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      const teamLogin = await t.request().post('/api/teams/login').set('Accept-Encoding', 'br, gzip').send({ teamId: team.teamId, password: 'Team1pass' }).expect(200);
      expect(teamLogin.headers['cache-control']).toBe('no-store, no-transform');
      expect(teamLogin.headers['content-encoding']).toBeUndefined();
      const token = (await login(admin.email as string, STRONG_PASSWORD).expect(200)).body.data.token as string;
      const list = await t.request().get(`/api/teams/school/${school.code}`).set('Authorization', `Bearer ${token}`).expect(200);
      expect(list.headers['cache-control']).toBe('no-store');
    });
  });
});
