import { API_MSG, AUTH_API, MSG } from '@hackathon/contracts';
import { inLocale } from '../src/kernel/locale';
import { createTestApp, type TestApp } from './support';
import { insertAccount, insertSchool, insertTeam, HOOK_TIMEOUT_MS } from './support/fixtures-auth';

jest.setTimeout(30_000);

/** A message as a Hindi reader gets it. */
const hindi = <T>(message: () => T): T => inLocale('hi', message);

/**
 * Issue 24: the API answers in the reader's language (Accept-Language), English by default, and the
 * machine codes never change.
 */
describe('the language of the answers (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, HOOK_TIMEOUT_MS);
  afterAll(() => t?.close(), HOOK_TIMEOUT_MS);

  const teamLogin = (headers: Record<string, string>) => t.request().post('/api/teams/login').set(headers).send({});

  it('without Accept-Language an integrator gets exactly the English of today', async () => {
    const res = await teamLogin({}).expect(400);
    expect(res.body.message).toBe(MSG.fillAllFields);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
  });

  it("a validation decorator's message (fixed in English at start) comes in Hindi, with the same code", async () => {
    const res = await teamLogin({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' }).expect(400);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.message).toBe(hindi(() => MSG.fillAllFields));
    expect(res.body.message).not.toBe(MSG.fillAllFields);
    expect(res.body.message).toMatch(/[\u0900-\u097F]/);
    for (const detail of res.body.details) expect(detail.msg).toMatch(/[\u0900-\u097F]/);
  });

  it("a service's message is in Hindi; English is preferred when the header weighs it higher", async () => {
    const school = await insertSchool(t);
    const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
    const wrong = { email: account.email, password: 'Wrong-password-1!' };
    const inHindi = await t.request().post('/api/auth/login').set('Accept-Language', 'hi').send(wrong).expect(401);
    expect(inHindi.body.message).toBe(hindi(() => MSG.invalidCredentials));
    expect(inHindi.body.message).toMatch(/[\u0900-\u097F]/);
    const inEnglish = await t.request().post('/api/auth/login').set('Accept-Language', 'en;q=0.9, hi;q=0.2').send(wrong).expect(401);
    expect(inEnglish.body.message).toBe(MSG.invalidCredentials);
    expect(inHindi.body.error).toBe(inEnglish.body.error);
  });

  it('a language the portal does not speak falls back to English', async () => {
    const res = await teamLogin({ 'Accept-Language': 'fr-FR, de;q=0.5' }).expect(400);
    expect(res.body.message).toBe(MSG.fillAllFields);
    expect(res.headers['content-language']).toBe('en');
  });

  it('outside a request the messages are English (tests, start-up)', () => {
    expect(API_MSG.unauthorized).toBe('Unauthorized');
    expect(hindi(() => API_MSG.eventLockChanged('Teams', true))).toMatch(/[\u0900-\u097F]/);
  });

  describe('the language kept on the account (PUT /api/auth/language)', () => {
    const LANGUAGE = `/api${AUTH_API.language.path()}`;
    const SESSION = `/api${AUTH_API.session.path()}`;

    it("a school admin's choice is kept and comes back with the session; a team's on the team", async () => {
      const school = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      const token = t.tokenFor({ sub: account.id, role: 'school_admin', schoolCode: school.code });
      const before = await t.request().get(SESSION).set('Authorization', `Bearer ${token}`).expect(200);
      expect(before.body.data.user.language).toBeNull();

      const saved = await t.request().put(LANGUAGE).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'hi').send({ language: 'hi' }).expect(200);
      expect(saved.body.data).toEqual({ language: 'hi' });
      expect(saved.body.message).toBe(hindi(() => API_MSG.languageSaved));
      const after = await t.request().get(SESSION).set('Authorization', `Bearer ${token}`).expect(200);
      expect(after.body.data.user.language).toBe('hi');

      const team = await insertTeam(t, school.code);
      const teamToken = t.tokenFor({ sub: team.id, role: 'team', schoolCode: school.code, teamId: team.teamId });
      await t.request().put(LANGUAGE).set('Authorization', `Bearer ${teamToken}`).send({ language: 'en' }).expect(200);
      const teamSession = await t.request().get(SESSION).set('Authorization', `Bearer ${teamToken}`).expect(200);
      expect(teamSession.body.data.user.language).toBe('en');
      // the account's choice is its own
      expect((await t.request().get(SESSION).set('Authorization', `Bearer ${token}`).expect(200)).body.data.user.language).toBe('hi');
    });

    it('refuses a language the portal does not speak, and a caller who is not signed in', async () => {
      const school = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      const token = t.tokenFor({ sub: account.id, role: 'school_admin', schoolCode: school.code });
      const refused = await t.request().put(LANGUAGE).set('Authorization', `Bearer ${token}`).send({ language: 'fr' }).expect(400);
      expect(refused.body.message).toBe(API_MSG.languageInvalid);
      await t.request().put(LANGUAGE).send({ language: 'hi' }).expect(401);
    });
  });
});
