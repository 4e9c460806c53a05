import { API_MSG, MSG, type Registration } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { accounts, authTokens, registrations } from '../src/database/schema';
import { REFERENCE_NUMBER_PATTERN } from '../src/modules/registration';
import type { SmtpCatcher, TestApp } from './support';
import { accountByEmail, insertAccount, insertSchool, registerBody, STRONG_PASSWORD, tokenFromMail, uniqueEmail, drainAuthMail, bootMailingApp } from './support/fixtures-auth';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(30_000);

describe('school registration and email verification', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  bootMailingApp((app, catcher) => {
    t = app;
    smtp = catcher;
  });

  const register = (body: Record<string, unknown>) => t.request().post('/api/auth/register').send(body);
  const mailTo = (email: string) => smtp.waitFor((m) => m.to.includes(email));

  describe('POST /api/auth/register', () => {
    it('creates the unverified account and the registration, and mails a 24 h verification link', async () => {
      const school = await insertSchool(t, { region: 'Chennai', zone: 'South', state: 'TAMIL NADU', district: 'Chennai' });
      const body = registerBody(school.code, {
        email: 'Principal.Mixed@Example.Test',
        schoolDetails: { principal: 'Dr. Rao' },
        registrationMetadata: { registrationSource: 'single_page_form', completedFields: ['email'], timezone: 'Asia/Kolkata' },
      });
      const res = await register(body).expect(201);

      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(MSG.registrationSuccess);
      expect(res.body.data.email).toBe('principal.mixed@example.test');
      expect(res.body.data.requiresVerification).toBe(true);
      const registration = res.body.data.registration as Registration;
      expect(registration).toMatchObject({
        schoolCode: school.code,
        kvCode: school.code,
        kvName: school.name,
        district: 'Chennai',
        state: 'TAMIL NADU',
        region: 'Chennai',
        zone: 'South',
        fullName: 'Asha Verma',
        email: 'principal.mixed@example.test',
        contactNumber: '9876543210',
        otpVerified: false,
        registrationStatus: 'pending',
        paymentStatus: 'not_submitted',
        termsAccepted: true,
        registrationSource: 'single_page_form',
        registrationMethod: 'email_otp_verification',
      });
      expect(registration._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(registration.referenceNumber).toMatch(REFERENCE_NUMBER_PATTERN);
      expect(registration.referenceNumber.startsWith(`HACK25-${school.code}-`)).toBe(true);

      const account = await accountByEmail(t, 'principal.mixed@example.test');
      expect(account).toMatchObject({ role: 'school_admin', schoolCode: school.code, emailVerifiedAt: null });
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);

      const mail = await mailTo('principal.mixed@example.test');
      expect(mail.subject).toMatch(/verify your email/i);
      expect(mail.text).toContain('http://portal.test/verify-email?token=');
      expect(mail.html).toContain('http://portal.test/verify-email?token=');
      const token = tokenFromMail(mail, '/verify-email');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);

      // stored only as its sha-256, valid 24 h
      const [stored] = await t.db.select().from(authTokens).where(eq(authTokens.accountId, account.id));
      expect(stored.purpose).toBe('email_verification');
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
      expect(hours).toBeCloseTo(24, 1);
    });

    it('completes a registration an admin created before (no account yet), keeping its reference number', async () => {
      const school = await insertSchool(t);
      const admin = await insertAccount(t, { role: 'admin' });
      const created = await t
        .request()
        .post('/api/registration')
        .set('Authorization', `Bearer ${t.tokenFor({ sub: admin.id, role: 'admin' })}`)
        .send({ schoolCode: school.code, fullName: 'Office', email: 'office@example.test', contactNumber: '9000000000' })
        .expect(201);
      const res = await register(registerBody(school.code)).expect(201);
      expect(res.body.data.registration._id).toBe(created.body.data._id);
      expect(res.body.data.registration.referenceNumber).toBe(created.body.data.referenceNumber);
      expect(res.body.data.registration.fullName).toBe('Asha Verma');
      // the check does not say the school now has an account; a second sign-up learns it from the 409
      const check = await t.request().get('/api/registration/check').query({ schoolCode: school.code }).expect(200);
      expect(check.body.data.registration).not.toHaveProperty('accountExists');
      const again = await register(registerBody(school.code)).expect(409);
      expect(again.body.message).toBe(API_MSG.registrationExists);
    });

    it.each([
      ['a malformed email', { email: 'not-an-email' }, MSG.invalidEmail],
      ['a short password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, MSG.strongPassword],
      ['a password without a special character', { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, MSG.strongPassword],
      ['a mismatched confirmation', { confirmPassword: 'Other!Pass1' }, MSG.passwordsDoNotMatch],
      ['terms not accepted', { termsAccepted: false }, API_MSG.termsNotAccepted],
      ['a 9-digit phone', { contactNumber: '987654321' }, MSG.invalidPhone],
      ['a missing full name', { fullName: undefined }, MSG.required],
      ['a blank full name', { fullName: '   ' }, MSG.required],
      ['a missing email', { email: undefined }, MSG.required],
      ['a missing password', { password: undefined, confirmPassword: undefined }, MSG.required],
      ['a missing school code', { schoolCode: undefined }, MSG.required],
    ])('refuses %s with 400 and its message', async (_label, overrides, message) => {
      const school = await insertSchool(t);
      const res = await register(registerBody(school.code, overrides)).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(res.body.details.length).toBeGreaterThan(0);
      expect(await t.db.select().from(registrations).where(eq(registrations.schoolCode, school.code))).toHaveLength(0);
    });

    it('refuses unknown fields and a bad metadata object with 400', async () => {
      const school = await insertSchool(t);
      await register(registerBody(school.code, { role: 'admin' })).expect(400);
      await register(registerBody(school.code, { registrationMetadata: { hacked: true } })).expect(400);
      await register(registerBody(school.code, { schoolDetails: { blob: 'x'.repeat(5000) } })).expect(400);
    });

    it('answers 404 School not found for a code outside the directory', async () => {
      const res = await register(registerBody('99999999')).expect(404);
      expect(res.body).toMatchObject({ success: false, message: API_MSG.schoolNotFound });
    });

    it('answers 409 when the school already has an account', async () => {
      const school = await insertSchool(t);
      await register(registerBody(school.code)).expect(201);
      const res = await register(registerBody(school.code)).expect(409);
      expect(res.body).toMatchObject({ success: false, message: API_MSG.registrationExists });
    });

    it('does not tell that an email already has an account (any case): same answer, nothing stored, the owner gets a mail', async () => {
      const first = await insertSchool(t);
      const second = await insertSchool(t);
      const fresh = await insertSchool(t);
      const email = uniqueEmail('dup');
      await register(registerBody(first.code, { email })).expect(201);
      await mailTo(email);

      const taken = await register(registerBody(second.code, { email: email.toUpperCase() })).expect(201);
      const unknown = await register(registerBody(fresh.code, { email: uniqueEmail('new') })).expect(201);
      // the same shape and message as a real sign-up
      expect(Object.keys(taken.body).sort()).toEqual(Object.keys(unknown.body).sort());
      expect(Object.keys(taken.body.data).sort()).toEqual(Object.keys(unknown.body.data).sort());
      expect(Object.keys(taken.body.data.registration).sort()).toEqual(Object.keys(unknown.body.data.registration).sort());
      expect(taken.body).toMatchObject({ success: true, message: MSG.registrationSuccess, data: { email, requiresVerification: true } });
      expect(taken.body.data.registration).toMatchObject({ schoolCode: second.code, registrationStatus: unknown.body.data.registration.registrationStatus });
      expect(taken.body.data.registration.referenceNumber.startsWith(`HACK25-${second.code}-`)).toBe(true);

      // nothing was stored for the second school, and the address's owner was told instead
      expect(await t.db.select().from(registrations).where(eq(registrations.schoolCode, second.code))).toHaveLength(0);
      expect(await t.db.select().from(accounts).where(eq(accounts.schoolCode, second.code))).toHaveLength(0);
      const notice = await smtp.waitFor((m) => m.to.includes(email) && /already have an account/i.test(m.subject));
      expect(notice.text).toContain('No new account was created');
      expect(notice.text).not.toMatch(/verify-email\?token=/);
    });

    it('lets exactly one of two simultaneous registrations for one school succeed; the other gets 409', async () => {
      const school = await insertSchool(t);
      const results = await Promise.all([register(registerBody(school.code)), register(registerBody(school.code)), register(registerBody(school.code))]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(API_MSG.registrationExists);
      const admins = await t.db.select().from(accounts).where(eq(accounts.schoolCode, school.code));
      expect(admins).toHaveLength(1);
      expect(await t.db.select().from(registrations).where(eq(registrations.schoolCode, school.code))).toHaveLength(1);
    });

    it('lets exactly one of two simultaneous registrations with one email create an account; both answer alike', async () => {
      const a = await insertSchool(t);
      const b = await insertSchool(t);
      const email = uniqueEmail('race');
      const results = await Promise.all([register(registerBody(a.code, { email })), register(registerBody(b.code, { email }))]);
      expect(results.map((r) => r.status)).toEqual([201, 201]);
      expect(await t.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
      const stored = await t.db.select().from(registrations).where(sql`${registrations.schoolCode} in (${a.code}, ${b.code})`);
      expect(stored).toHaveLength(1);
    });
  });

  describe('verification', () => {
    async function registerAndGetToken(): Promise<{ email: string; token: string; code: string }> {
      const school = await insertSchool(t);
      const email = uniqueEmail('verify');
      await register(registerBody(school.code, { email })).expect(201);
      return { email, token: tokenFromMail(await mailTo(email), '/verify-email'), code: school.code };
    }

    it('blocks login until verified (403 requiresVerification), then signs in', async () => {
      const { email, token, code } = await registerAndGetToken();
      const before = await t.request().post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(403);
      expect(before.body).toMatchObject({ success: false, message: MSG.verifyBeforeLogin, requiresVerification: true });

      const verified = await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
      expect(verified.body).toEqual({ success: true, message: API_MSG.emailVerified, data: { email } });
      const [registration] = await t.db.select().from(registrations).where(eq(registrations.schoolCode, code));
      expect(registration.otpVerified).toBe(true);

      const login = await t.request().post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
      expect(login.body.data.user).toMatchObject({ role: 'school_admin', email, schoolCode: code, fullName: 'Asha Verma' });
    });

    it('a wrong password on an unverified account is 401, not 403 (no hint without the password)', async () => {
      const { email } = await registerAndGetToken();
      const res = await t.request().post('/api/auth/login').send({ email, password: 'Wrong!Pass1' }).expect(401);
      expect(res.body).toMatchObject({ success: false, message: MSG.invalidCredentials });
      expect(res.body.requiresVerification).toBeUndefined();
    });

    it('uses a token once', async () => {
      const { token } = await registerAndGetToken();
      await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
      const again = await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
      expect(again.body).toMatchObject({ success: false, message: MSG.verificationFailed });
    });

    it('refuses a wrong, empty or missing token with 400', async () => {
      for (const body of [{ token: 'x'.repeat(43) }, { token: '' }, {}]) {
        const res = await t.request().post('/api/auth/verify-email').send(body).expect(400);
        expect(res.body).toMatchObject({ success: false, message: MSG.verificationFailed });
      }
    });

    it('refuses an expired token with 400', async () => {
      const { email, token } = await registerAndGetToken();
      const account = await accountByEmail(t, email);
      await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.accountId, account.id));
      const res = await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
      expect(res.body.message).toBe(MSG.verificationFailed);
      expect((await accountByEmail(t, email)).emailVerifiedAt).toBeNull();
    });

    it('GET /api/auth/verify-email redirects to /login?verified=true, then =false for the used link', async () => {
      const { token } = await registerAndGetToken();
      const ok = await t.request().get('/api/auth/verify-email').query({ token }).expect(302);
      expect(ok.headers.location).toBe('/login?verified=true');
      const used = await t.request().get('/api/auth/verify-email').query({ token }).expect(302);
      expect(used.headers.location).toBe('/login?verified=false');
      const none = await t.request().get('/api/auth/verify-email').expect(302);
      expect(none.headers.location).toBe('/login?verified=false');
    });
  });

  describe('POST /api/auth/resend-verification', () => {
    const resend = (email: string) => t.request().post('/api/auth/resend-verification').send({ email });

    it('mails a new working link to an unverified account, 3 times, then 429', async () => {
      const school = await insertSchool(t);
      const email = uniqueEmail('resend');
      await register(registerBody(school.code, { email })).expect(201);
      await mailTo(email);
      smtp.clear();

      for (let i = 0; i < 3; i++) {
        const res = await resend(email).expect(200);
        expect(res.body).toMatchObject({ success: true, message: MSG.verificationEmailSent });
      }
      const fourth = await resend(email).expect(429);
      expect(fourth.body).toMatchObject({ success: false, message: MSG.maxResendReached });
      expect((await accountByEmail(t, email)).verificationResendCount).toBe(3);

      await drainAuthMail(t);
      const links = smtp.messages.filter((m) => m.to.includes(email));
      expect(links).toHaveLength(3);
      // every link sent works until one is used
      const token = tokenFromMail(links[1], '/verify-email');
      await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
    });

    it('answers the same for an unknown address, sends nothing, and also stops at the 4th', async () => {
      const email = uniqueEmail('nobody');
      for (let i = 0; i < 3; i++) {
        const res = await resend(email).expect(200);
        expect(res.body).toMatchObject({ success: true, message: MSG.verificationEmailSent });
      }
      const fourth = await resend(email).expect(429);
      expect(fourth.body.message).toBe(MSG.maxResendReached);
      await drainAuthMail(t);
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
    });

    it('answers the same for a verified account without mailing it', async () => {
      const account = await insertAccount(t, { role: 'admin' });
      const res = await resend(account.email as string).expect(200);
      expect(res.body.message).toBe(MSG.verificationEmailSent);
      await drainAuthMail(t);
      expect(smtp.messages.filter((m) => m.to.includes(account.email as string))).toHaveLength(0);
    });

    it('refuses a malformed or missing email with 400', async () => {
      expect((await resend('nope').expect(400)).body.message).toBe(MSG.invalidEmail);
      expect((await t.request().post('/api/auth/resend-verification').send({}).expect(400)).body.message).toBe(MSG.required);
    });
  });
});
