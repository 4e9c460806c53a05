import { API_MSG, MSG } from '@hackathon/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { authTokens, mailOutbox } from '../src/database/schema';
import { createTestApp, type SmtpCatcher, type TestApp } from './support';
import { accountByEmail, insertAccount, insertSchool, otpFromMail, STRONG_PASSWORD, tokenFromMail, uniqueEmail, wrongOtp, HOOK_TIMEOUT_MS, drainAuthMail, bootMailingApp } from './support/fixtures-auth';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(30_000);

describe('password resets', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  bootMailingApp((app, catcher) => {
    t = app;
    smtp = catcher;
  });

  const post = (path: string, body: object) => t.request().post(`/api/auth/${path}`).send(body);
  const login = (email: string, password: string) => t.request().post('/api/auth/login').send({ email, password });
  const mailsTo = async (email: string) => {
    await drainAuthMail(t);
    return smtp.messages.filter((m) => m.to.includes(email));
  };

  async function schoolAdmin(): Promise<string> {
    const school = await insertSchool(t);
    const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
    return account.email as string;
  }

  async function requestOtp(email: string): Promise<string> {
    const before = (await mailsTo(email)).length;
    await post('send-password-reset-otp', { email }).expect(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    return otpFromMail(mails[mails.length - 1]);
  }

  describe('by OTP', () => {
    it('send -> verify -> reset, then the new password signs in and the old does not', async () => {
      const email = await schoolAdmin();
      const sent = await post('send-password-reset-otp', { email }).expect(200);
      expect(sent.body).toEqual({ success: true, message: MSG.otpSent, data: null });
      const [mail] = await mailsTo(email);
      expect(mail.subject).toMatch(/password reset code/i);
      const otp = otpFromMail(mail);
      expect(otp).toMatch(/^\d{6}$/);
      expect(mail.html).toContain(otp);

      // stored hashed, valid 600 s
      const account = await accountByEmail(t, email);
      const [stored] = await t.db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.accountId, account.id), eq(authTokens.purpose, 'password_reset_otp')));
      expect(stored.tokenHash).not.toContain(otp);
      expect((stored.expiresAt.getTime() - stored.createdAt.getTime()) / 1000).toBeCloseTo(600, -1);

      const verified = await post('verify-password-reset-otp', { email, otp }).expect(200);
      expect(verified.body.message).toBe(MSG.otpVerified);
      const resetToken = verified.body.data.resetToken as string;
      expect(resetToken.length).toBeGreaterThanOrEqual(40);

      const reset = await post('reset-password-with-otp', { resetToken, newPassword: 'newpass' }).expect(200);
      expect(reset.body).toEqual({ success: true, message: MSG.passwordResetSuccess, data: null });
      await login(email, 'newpass').expect(200);
      await login(email, STRONG_PASSWORD).expect(401);
    });

    it('answers the same for an unknown address and mails nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await post('send-password-reset-otp', { email }).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.otpSent, data: null });
      expect(await mailsTo(email)).toHaveLength(0);
      const verify = await post('verify-password-reset-otp', { email, otp: '123456' }).expect(400);
      expect(verify.body).toMatchObject({ success: false, message: MSG.invalidOtp });
    });

    it('uses a code once', async () => {
      const email = await schoolAdmin();
      const otp = await requestOtp(email);
      await post('verify-password-reset-otp', { email, otp }).expect(200);
      const again = await post('verify-password-reset-otp', { email, otp }).expect(400);
      expect(again.body.message).toBe(MSG.invalidOtp);
    });

    it('refuses a wrong code, and burns the code after 5 wrong tries', async () => {
      const email = await schoolAdmin();
      const otp = await requestOtp(email);
      for (let i = 0; i < 5; i++) {
        const res = await post('verify-password-reset-otp', { email, otp: wrongOtp(otp) }).expect(400);
        expect(res.body.message).toBe(MSG.invalidOtp);
      }
      await post('verify-password-reset-otp', { email, otp }).expect(400);
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const email = await schoolAdmin();
      const otp = await requestOtp(email);
      for (let i = 0; i < 4; i++) await post('verify-password-reset-otp', { email, otp: wrongOtp(otp) }).expect(400);
      await post('verify-password-reset-otp', { email, otp }).expect(200);
    });

    it('never compares more than 5 guesses, even in parallel', async () => {
      const email = await schoolAdmin();
      const otp = await requestOtp(email);
      const guesses = await Promise.all(Array.from({ length: 8 }, () => post('verify-password-reset-otp', { email, otp: wrongOtp(otp) })));
      expect(guesses.every((g) => g.status === 400)).toBe(true);
      const account = await accountByEmail(t, email);
      const [row] = await t.db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.accountId, account.id), eq(authTokens.purpose, 'password_reset_otp')));
      expect(row.attempts).toBe(5);
      expect(row.usedAt).not.toBeNull();
      await post('verify-password-reset-otp', { email, otp }).expect(400);
    });

    it('a new code replaces the old one', async () => {
      const email = await schoolAdmin();
      const first = await requestOtp(email);
      const second = await requestOtp(email);
      if (first !== second) await post('verify-password-reset-otp', { email, otp: first }).expect(400);
      await post('verify-password-reset-otp', { email, otp: second }).expect(200);
    });

    it('refuses an expired code', async () => {
      const email = await schoolAdmin();
      const otp = await requestOtp(email);
      const account = await accountByEmail(t, email);
      await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.accountId, account.id));
      await post('verify-password-reset-otp', { email, otp }).expect(400);
    });

    it.each([
      ['5 digits', '12345'],
      ['letters', '12a456'],
      ['7 digits', '1234567'],
      ['nothing', undefined],
    ])('refuses an OTP of %s with 400 Please enter a valid 6-digit OTP', async (_label, otp) => {
      const res = await post('verify-password-reset-otp', { email: 'a@b.test', otp }).expect(400);
      expect(res.body).toMatchObject({ success: false, message: MSG.enterValidOtp });
    });

    it('uses a reset token once, refuses a bad or expired one, and a short password', async () => {
      const email = await schoolAdmin();
      const otp = await requestOtp(email);
      const { resetToken } = (await post('verify-password-reset-otp', { email, otp }).expect(200)).body.data as { resetToken: string };

      const short = await post('reset-password-with-otp', { resetToken, newPassword: '12345' }).expect(400);
      expect(short.body.message).toBe(MSG.passwordMin6Long);
      const missing = await post('reset-password-with-otp', { resetToken }).expect(400);
      expect(missing.body.message).toBe(MSG.required);
      const bad = await post('reset-password-with-otp', { resetToken: 'forged-token', newPassword: 'newpass' }).expect(400);
      expect(bad.body).toMatchObject({ success: false, message: API_MSG.invalidOrExpiredToken });

      await post('reset-password-with-otp', { resetToken, newPassword: 'newpass' }).expect(200);
      const reused = await post('reset-password-with-otp', { resetToken, newPassword: 'another' }).expect(400);
      expect(reused.body.message).toBe(API_MSG.invalidOrExpiredToken);

      const otp2 = await requestOtp(email);
      const second = (await post('verify-password-reset-otp', { email, otp: otp2 }).expect(200)).body.data.resetToken as string;
      const account = await accountByEmail(t, email);
      await t.db
        .update(authTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(and(eq(authTokens.accountId, account.id), eq(authTokens.purpose, 'password_reset_session')));
      await post('reset-password-with-otp', { resetToken: second, newPassword: 'newpass2' }).expect(400);
    });

    it('the OTP reset token and the email verification token are not interchangeable', async () => {
      const email = await schoolAdmin();
      const otp = await requestOtp(email);
      const { resetToken } = (await post('verify-password-reset-otp', { email, otp }).expect(200)).body.data as { resetToken: string };
      await post('reset-password', { token: resetToken, newPassword: 'newpass' }).expect(400);
      await post('verify-email', { token: resetToken }).expect(400);
    });
  });

  describe('by link', () => {
    it('forgot -> mailed PUBLIC_URL/reset-password link -> reset, single use', async () => {
      const email = await schoolAdmin();
      const res = await post('forgot-password', { email }).expect(200);
      expect(res.body).toEqual({ success: true, message: API_MSG.resetLinkSentIfExists, data: null });
      const [mail] = await mailsTo(email);
      expect(mail.subject).toMatch(/reset your password/i);
      expect(mail.text).toContain('http://portal.test/reset-password?token=');
      const token = tokenFromMail(mail, '/reset-password');

      const done = await post('reset-password', { token, newPassword: 'linkpass' }).expect(200);
      expect(done.body).toEqual({ success: true, message: MSG.passwordResetSuccess, data: null });
      await login(email, 'linkpass').expect(200);
      const again = await post('reset-password', { token, newPassword: 'linkpass2' }).expect(400);
      expect(again.body).toMatchObject({ success: false, message: API_MSG.invalidOrExpiredToken });
    });

    it('answers 200 for an unknown address and mails nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await post('forgot-password', { email }).expect(200);
      expect(res.body.message).toBe(API_MSG.resetLinkSentIfExists);
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('refuses a wrong, expired or superseded token and a short password', async () => {
      const email = await schoolAdmin();
      await post('forgot-password', { email }).expect(200);
      const first = tokenFromMail((await mailsTo(email))[0], '/reset-password');
      await post('forgot-password', { email }).expect(200);
      const second = tokenFromMail((await mailsTo(email))[1], '/reset-password');

      await post('reset-password', { token: first, newPassword: 'linkpass' }).expect(400);
      expect((await post('reset-password', { token: second, newPassword: 'short' }).expect(400)).body.message).toBe(MSG.passwordMin6Long);
      expect((await post('reset-password', { newPassword: 'linkpass' }).expect(400)).body.message).toBe(API_MSG.invalidOrExpiredToken);
      await post('reset-password', { token: 'nope', newPassword: 'linkpass' }).expect(400);

      const account = await accountByEmail(t, email);
      await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.accountId, account.id));
      await post('reset-password', { token: second, newPassword: 'linkpass' }).expect(400);
    });

    it('a reset lifts a login lock and counts as a verified address', async () => {
      const school = await insertSchool(t);
      const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code, verified: false });
      const email = account.email as string;
      for (let i = 0; i < 5; i++) await login(email, 'Wrong!Pass1').expect(401);
      await login(email, STRONG_PASSWORD).expect(429);
      await post('forgot-password', { email }).expect(200);
      const token = tokenFromMail((await mailsTo(email))[0], '/reset-password');
      await post('reset-password', { token, newPassword: 'fresh-pass' }).expect(200);
      await login(email, 'fresh-pass').expect(200);
    });

    it('refuses a malformed email with 400', async () => {
      expect((await post('forgot-password', { email: 'bad' }).expect(400)).body.message).toBe(MSG.invalidEmail);
      expect((await post('send-password-reset-otp', { email: 'bad' }).expect(400)).body.message).toBe(MSG.invalidEmail);
    });
  });
});

describe('account mail without SMTP (outbox)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: undefined } });
  }, HOOK_TIMEOUT_MS);

  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  it('keeps the OTP and verification mails in mail_outbox', async () => {
    const school = await insertSchool(t);
    const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
    const email = account.email as string;
    await t.request().post('/api/auth/send-password-reset-otp').send({ email }).expect(200);
    await drainAuthMail(t);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt));
    expect(mail.subject).toMatch(/password reset code/i);
    const otp = otpFromMail({ text: mail.textBody });
    await t.request().post('/api/auth/verify-password-reset-otp').send({ email, otp }).expect(200);

    const other = await insertSchool(t);
    const newEmail = uniqueEmail('outbox');
    await t
      .request()
      .post('/api/auth/register')
      .send({ schoolCode: other.code, fullName: 'Ravi', email: newEmail, contactNumber: '9123456780', password: STRONG_PASSWORD, termsAccepted: true })
      .expect(201);
    await drainAuthMail(t);
    const [verification] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, newEmail));
    const token = tokenFromMail({ text: verification.textBody }, '/verify-email');
    expect(verification.htmlBody).toContain('/verify-email?token=');
    await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
  });
});
