import { API_MSG, MSG, type Registration } from '@hackathon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { accountLimits, accounts, authTokens, registrations } from '../src/database/schema';
import { OTP_MAX_ATTEMPTS } from '../src/modules/auth';
import { RESET_CODE_GUESSES_PER_ACCOUNT, RESET_CODES_PER_ACCOUNT, RESET_MAILS_PER_RECIPIENT } from '../src/auth';
import type { SmtpCatcher, TestApp } from './support';
import {
  accountByEmail,
  bootMailingApp,
  drainAuthMail,
  insertAccount,
  insertSchool,
  otpFromMail,
  registerBody,
  STRONG_PASSWORD,
  tokenFromMail,
  uniqueEmail,
  wrongOtp,
} from './support/fixtures-auth';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(60_000);

/**
 * Issue 23: the participant spec's registration in steps (`/registration/initiate`, `/complete`,
 * `/complete-user`) and the OTP of a registering address (`/auth/send-otp`, `/auth/verify-otp`),
 * docs/api/public-flows.md. Real SMTP (the catcher), real argon2, a fresh PGlite database.
 */
describe('a registration in steps', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  bootMailingApp((app, catcher) => {
    t = app;
    smtp = catcher;
  });

  const post = (path: string, body: object) => t.request().post(`/api${path}`).send(body);
  const login = (email: string, password: string) => post('/auth/login', { email, password });

  /** The mails to an address so far, once the background ones are out; `subject` narrows them. */
  async function mailsTo(email: string, subject?: RegExp) {
    await drainAuthMail(t);
    return smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && (!subject || subject.test(m.subject)));
  }

  /** Asks for a code for the address and reads it from the newest code mail. */
  async function codeFor(email: string): Promise<string> {
    const before = (await mailsTo(email, /verification code/i)).length;
    await post('/auth/send-otp', { email }).expect(200);
    const mails = await mailsTo(email, /verification code/i);
    expect(mails).toHaveLength(before + 1);
    return otpFromMail(mails[mails.length - 1]!);
  }

  /** A proof of the address: a code, then verify-otp. */
  async function proofFor(email: string): Promise<string> {
    const otp = await codeFor(email);
    const res = await post('/auth/verify-otp', { email, otp }).expect(200);
    return res.body.data.verificationToken as string;
  }

  /** The registration part (complete's body) for a school and a proven address. */
  function registrationBody(schoolCode: string, email: string, verificationToken: string, overrides: Record<string, unknown> = {}) {
    return {
      schoolCode,
      fullName: 'Asha Verma',
      email,
      contactNumber: '9876543210',
      termsAccepted: true,
      schoolDetails: { principal: 'Dr. Rao' },
      registrationMetadata: { registrationSource: 'single_page_form', completedFields: ['email'], timezone: 'Asia/Kolkata' },
      verificationToken,
      ...overrides,
    };
  }

  /** complete-user's body: the registration part plus the password. */
  function userBody(schoolCode: string, email: string, verificationToken: string, overrides: Record<string, unknown> = {}) {
    return { ...registrationBody(schoolCode, email, verificationToken), password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, ...overrides };
  }

  const secretsOf = (email: string) => t.db.select().from(authTokens).where(eq(authTokens.email, email.toLowerCase()));
  const countRows = async () => {
    const [a] = await t.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(registrations);
    return { accounts: a!.n, registrations: r!.n };
  };

  describe('POST /auth/send-otp and /auth/verify-otp', () => {
    it('mails a code to an address without an account (an HMAC, 600 s); a right code becomes a 30-minute proof, once', async () => {
      const email = uniqueEmail('new');
      const sent = await post('/auth/send-otp', { email: email.toUpperCase() }).expect(200);
      expect(sent.body).toEqual({ success: true, message: MSG.otpSent, data: null });
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toMatch(/email verification code/i);
      const otp = otpFromMail(mail!);
      expect(mail!.html).toContain(otp);

      const [code] = await secretsOf(email);
      expect(code).toMatchObject({ purpose: 'registration_otp', email, accountId: null, teamId: null, usedAt: null });
      expect(code!.tokenHash).not.toContain(otp);
      expect((code!.expiresAt.getTime() - code!.createdAt.getTime()) / 1000).toBeCloseTo(600, -1);

      const verified = await post('/auth/verify-otp', { email, otp }).expect(200);
      expect(verified.body.message).toBe(MSG.otpVerified);
      const proof = verified.body.data.verificationToken as string;
      expect(Buffer.from(proof, 'base64url')).toHaveLength(32);
      const [stored] = (await secretsOf(email)).filter((s) => s.purpose === 'registration_email');
      expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);

      const again = await post('/auth/verify-otp', { email, otp }).expect(400);
      expect(again.body).toMatchObject({ success: false, message: MSG.invalidOtp });
    });

    it('answers an address that has an account alike, and mails its owner a note instead of a code', async () => {
      const school = await insertSchool(t);
      const owner = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      const email = owner.email!;
      const res = await post('/auth/send-otp', { email: email.toUpperCase() }).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.otpSent, data: null });
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/already have an account/i);
      expect(mails[0]!.text).toContain('http://portal.test/forgot-password');
      expect(await secretsOf(email)).toHaveLength(0);
      await post('/auth/verify-otp', { email, otp: '123456' }).expect(400);
    });

    it('refuses a wrong, an expired or a replaced code, and burns a code after 5 wrong tries', async () => {
      const email = uniqueEmail('guess');
      const first = await codeFor(email);
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
        const res = await post('/auth/verify-otp', { email, otp: wrongOtp(first) }).expect(400);
        expect(res.body.message).toBe(MSG.invalidOtp);
      }
      await post('/auth/verify-otp', { email, otp: first }).expect(400);

      const second = await codeFor(email);
      const third = await codeFor(email);
      if (second !== third) await post('/auth/verify-otp', { email, otp: second }).expect(400);
      await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.email, email));
      await post('/auth/verify-otp', { email, otp: third }).expect(400);
    });

    it('keeps the registration code and the reset code apart', async () => {
      const school = await insertSchool(t);
      const owner = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      await post('/auth/send-password-reset-otp', { email: owner.email }).expect(200);
      const resetCode = otpFromMail((await mailsTo(owner.email!, /password reset code/i))[0]!);
      await post('/auth/verify-otp', { email: owner.email, otp: resetCode }).expect(400);

      const email = uniqueEmail('apart');
      const code = await codeFor(email);
      await post('/auth/verify-password-reset-otp', { email, otp: code }).expect(400);
      const proof = (await post('/auth/verify-otp', { email, otp: code }).expect(200)).body.data.verificationToken as string;
      expect((await post('/auth/reset-password-with-otp', { resetToken: proof, newPassword: 'newpass' }).expect(400)).body.message).toBe(API_MSG.invalidOrExpiredToken);
      await post('/auth/verify-email', { token: proof }).expect(400);
    });

    it.each([
      ['send-otp', { email: 'not-an-email' }, MSG.invalidEmail],
      ['send-otp', {}, MSG.required],
      ['verify-otp', { email: 'a@b.test', otp: '12345' }, MSG.enterValidOtp],
      ['verify-otp', { email: 'a@b.test', otp: '12a456' }, MSG.enterValidOtp],
      ['verify-otp', { email: 'a@b.test' }, MSG.enterValidOtp],
      ['verify-otp', { otp: '123456' }, MSG.required],
    ])('%s refuses %j with 400', async (path, body, message) => {
      const res = await post(`/auth/${path}`, body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it(`mails at most ${RESET_CODES_PER_ACCOUNT.max} codes per address and ${RESET_MAILS_PER_RECIPIENT.max} notes per owner a window, with the same answer`, async () => {
      const email = uniqueEmail('flood');
      const answers = await Promise.all(Array.from({ length: 10 }, () => post('/auth/send-otp', { email })));
      expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body])))).toEqual(new Set([JSON.stringify([200, { success: true, message: MSG.otpSent, data: null }])]));
      expect(await mailsTo(email, /verification code/i)).toHaveLength(RESET_CODES_PER_ACCOUNT.max);

      const school = await insertSchool(t);
      const owner = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      for (let i = 0; i < 8; i++) await post('/auth/send-otp', { email: owner.email }).expect(200);
      expect(await mailsTo(owner.email!, /already have an account/i)).toHaveLength(RESET_MAILS_PER_RECIPIENT.max);
    });

    it(`after ${RESET_CODE_GUESSES_PER_ACCOUNT.max} wrong guesses over fresh codes, even the right code waits for the window`, async () => {
      const email = uniqueEmail('guesser');
      let code = '';
      let guessed = 0;
      while (guessed < RESET_CODE_GUESSES_PER_ACCOUNT.max) {
        code = await codeFor(email);
        for (let i = 0; i < OTP_MAX_ATTEMPTS - 1 && guessed < RESET_CODE_GUESSES_PER_ACCOUNT.max; i++, guessed++) {
          await post('/auth/verify-otp', { email, otp: wrongOtp(code) }).expect(400);
        }
      }
      const refused = await post('/auth/verify-otp', { email, otp: code }).expect(400);
      expect(refused.body.message).toBe(MSG.invalidOtp);
      await t.db.update(accountLimits).set({ windowEnds: sql`now() - interval '1 second'` }).where(eq(accountLimits.limitKey, `registration-guess:${email}`));
      await post('/auth/verify-otp', { email, otp: code }).expect(200);
    });
  });

  describe('POST /registration/initiate', () => {
    it('checks that the school is free, answers it from the directory and mails the code, writing nothing else', async () => {
      const school = await insertSchool(t);
      const email = uniqueEmail('start');
      const before = await countRows();
      const res = await post('/registration/initiate', { schoolCode: ` ${school.code} `, email: email.toUpperCase() }).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.otpSent, data: { schoolCode: school.code, kvName: school.name, email } });
      const [mail] = await mailsTo(email, /verification code/i);
      expect(otpFromMail(mail!)).toMatch(/^\d{6}$/);
      expect(await countRows()).toEqual(before);
    });

    it('answers 404 for an unknown school and 409 for a school with an account, mailing nothing', async () => {
      const email = uniqueEmail('refused');
      const unknown = await post('/registration/initiate', { schoolCode: '0000000', email }).expect(404);
      expect(unknown.body).toMatchObject({ success: false, message: API_MSG.schoolNotFound });
      const school = await insertSchool(t);
      await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
      const taken = await post('/registration/initiate', { schoolCode: school.code, email }).expect(409);
      expect(taken.body).toMatchObject({ success: false, message: API_MSG.registrationExists });
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('lists one problem per field of an empty body, and refuses a malformed address', async () => {
      const empty = await post('/registration/initiate', {}).expect(400);
      expect(empty.body.message).toBe(MSG.required);
      expect((empty.body.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual(['email', 'schoolCode']);
      const bad = await post('/registration/initiate', { schoolCode: '1001', email: 'nope' }).expect(400);
      expect(bad.body.message).toBe(MSG.invalidEmail);
    });

    it("answers an address that has an account like any other, and mails its owner the note", async () => {
      const school = await insertSchool(t);
      const other = await insertSchool(t);
      const owner = await insertAccount(t, { role: 'school_admin', schoolCode: other.code });
      const res = await post('/registration/initiate', { schoolCode: school.code, email: owner.email }).expect(200);
      expect(res.body.data).toEqual({ schoolCode: school.code, kvName: school.name, email: owner.email });
      expect(await mailsTo(owner.email!, /already have an account/i)).toHaveLength(1);
      expect(await mailsTo(owner.email!, /verification code/i)).toHaveLength(0);
    });
  });

  describe('POST /registration/complete', () => {
    it("saves the school's registration without an account, its address verified; the proof stays for complete-user", async () => {
      const school = await insertSchool(t, { region: 'Chennai', zone: 'South', state: 'TAMIL NADU', district: 'Chennai' });
      const email = uniqueEmail('complete');
      const proof = await proofFor(email);
      const res = await post('/registration/complete', registrationBody(school.code, email, proof)).expect(201);
      expect(res.body.message).toBe(API_MSG.registrationCreated);
      expect(res.body.data as Registration).toMatchObject({
        schoolCode: school.code,
        kvName: school.name,
        district: 'Chennai',
        region: 'Chennai',
        zone: 'South',
        email,
        fullName: 'Asha Verma',
        otpVerified: true,
        termsAccepted: true,
        registrationStatus: 'pending',
        registrationMethod: 'email_otp_verification',
      });
      const [row] = await t.db.select().from(registrations).where(eq(registrations.schoolCode, school.code));
      expect(row).toMatchObject({ accountId: null, schoolDetails: { principal: 'Dr. Rao' } });
      const [stored] = (await secretsOf(email)).filter((s) => s.purpose === 'registration_email');
      expect(stored!.usedAt).toBeNull();
    });

    it('refuses a missing, forged, expired or another address\'s proof with 400, and writes nothing', async () => {
      const school = await insertSchool(t);
      const email = uniqueEmail('noproof');
      const before = await countRows();
      const missing = await post('/registration/complete', { ...registrationBody(school.code, email, ''), verificationToken: undefined }).expect(400);
      expect(missing.body.message).toBe(API_MSG.invalidOrExpiredToken);
      expect((await post('/registration/complete', registrationBody(school.code, email, 'forged-proof')).expect(400)).body.message).toBe(API_MSG.invalidOrExpiredToken);

      const othersProof = await proofFor(uniqueEmail('other'));
      await post('/registration/complete', registrationBody(school.code, email, othersProof)).expect(400);

      const proof = await proofFor(email);
      await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(and(eq(authTokens.email, email), eq(authTokens.purpose, 'registration_email')));
      await post('/registration/complete', registrationBody(school.code, email, proof)).expect(400);
      expect(await countRows()).toEqual(before);
    });

    it('refuses unticked terms (400), an unknown school (404), and a school with a registration or an account (409)', async () => {
      const email = uniqueEmail('checks');
      const proof = await proofFor(email);
      const school = await insertSchool(t);
      const terms = await post('/registration/complete', registrationBody(school.code, email, proof, { termsAccepted: false })).expect(400);
      expect(terms.body.message).toBe(API_MSG.termsNotAccepted);
      expect((await post('/registration/complete', registrationBody('0000000', email, proof)).expect(404)).body.message).toBe(API_MSG.schoolNotFound);

      await post('/registration/complete', registrationBody(school.code, email, proof)).expect(201);
      const twice = await post('/registration/complete', registrationBody(school.code, email, proof, { fullName: 'Someone Else' })).expect(409);
      expect(twice.body.message).toBe(API_MSG.registrationExists);
      const [row] = await t.db.select().from(registrations).where(eq(registrations.schoolCode, school.code));
      expect(row!.fullName).toBe('Asha Verma');

      const withAccount = await insertSchool(t);
      await insertAccount(t, { role: 'school_admin', schoolCode: withAccount.code });
      expect((await post('/registration/complete', registrationBody(withAccount.code, email, proof)).expect(409)).body.message).toBe(API_MSG.registrationExists);
    });
  });

  describe('POST /registration/complete-user', () => {
    it('after complete: creates the account on that registration, verified, signs in at once; the proof is used up and no link is mailed', async () => {
      const school = await insertSchool(t);
      const email = uniqueEmail('user');
      const proof = await proofFor(email);
      const saved = (await post('/registration/complete', registrationBody(school.code, email, proof)).expect(201)).body.data as Registration;

      const res = await post('/registration/complete-user', userBody(school.code, email, proof)).expect(201);
      expect(res.body.message).toBe(MSG.registrationSuccess);
      expect(res.body.data).toMatchObject({ email, requiresVerification: false });
      const registration = res.body.data.registration as Registration;
      expect(registration).toMatchObject({ _id: saved._id, referenceNumber: saved.referenceNumber, otpVerified: true, email });

      const account = await accountByEmail(t, email);
      expect(account).toMatchObject({ role: 'school_admin', schoolCode: school.code, fullName: 'Asha Verma' });
      expect(account!.emailVerifiedAt).not.toBeNull();
      const [row] = await t.db.select().from(registrations).where(eq(registrations.id, saved._id));
      expect(row!.accountId).toBe(account!.id);
      const signedIn = await login(email, STRONG_PASSWORD).expect(200);
      expect(signedIn.body.data.user).toMatchObject({ role: 'school_admin', schoolCode: school.code });

      expect((await secretsOf(email)).every((s) => s.usedAt !== null)).toBe(true);
      expect(await mailsTo(email, /verify your email/i)).toHaveLength(0);
      const again = await post('/registration/complete-user', userBody((await insertSchool(t)).code, email, proof)).expect(400);
      expect(again.body.message).toBe(API_MSG.invalidOrExpiredToken);
    });

    it('works without complete too, and claims a registration an admin made (as the single call does)', async () => {
      const fresh = await insertSchool(t);
      const email = uniqueEmail('direct');
      const res = await post('/registration/complete-user', userBody(fresh.code, email, await proofFor(email))).expect(201);
      expect(res.body.data.registration).toMatchObject({ schoolCode: fresh.code, otpVerified: true });

      const adminMade = await insertSchool(t);
      const admin = await insertAccount(t, { role: 'admin' });
      const adminToken = t.tokenFor({ sub: admin.id, role: 'admin', email: admin.email! });
      const created = await t
        .request()
        .post('/api/registration')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ schoolCode: adminMade.code, fullName: 'Office', email: 'office@example.test', contactNumber: '9000000000' })
        .expect(201);
      const claimant = uniqueEmail('claimant');
      const claimed = await post('/registration/complete-user', userBody(adminMade.code, claimant, await proofFor(claimant))).expect(201);
      expect(claimed.body.data.registration).toMatchObject({ _id: created.body.data._id, referenceNumber: created.body.data.referenceNumber, email: claimant });
    });

    it('refuses a weak or unconfirmed password and a missing or another address\'s proof (400), an unknown school (404), and writes nothing', async () => {
      const school = await insertSchool(t);
      const email = uniqueEmail('weak');
      const proof = await proofFor(email);
      const before = await countRows();
      expect((await post('/registration/complete-user', userBody(school.code, email, proof, { password: 'weakpass', confirmPassword: 'weakpass' })).expect(400)).body.message).toBe(MSG.strongPassword);
      expect((await post('/registration/complete-user', userBody(school.code, email, proof, { confirmPassword: 'Other!Pass1' })).expect(400)).body.message).toBe(MSG.passwordsDoNotMatch);
      expect((await post('/registration/complete-user', userBody(school.code, email, proof, { verificationToken: undefined })).expect(400)).body.message).toBe(API_MSG.invalidOrExpiredToken);
      const othersProof = await proofFor(uniqueEmail('someone'));
      expect((await post('/registration/complete-user', userBody(school.code, email, othersProof)).expect(400)).body.message).toBe(API_MSG.invalidOrExpiredToken);
      expect((await post('/registration/complete-user', userBody('0000000', email, proof)).expect(404)).body.message).toBe(API_MSG.schoolNotFound);
      expect(await countRows()).toEqual(before);
      // the refusals left the proof usable
      await post('/registration/complete-user', userBody(school.code, email, proof)).expect(201);
    });

    it('answers 409 for a school with an account and for an address that got an account after its proof', async () => {
      const email = uniqueEmail('late');
      const proof = await proofFor(email);
      const taken = await insertSchool(t);
      await insertAccount(t, { role: 'school_admin', schoolCode: taken.code });
      expect((await post('/registration/complete-user', userBody(taken.code, email, proof)).expect(409)).body.message).toBe(API_MSG.registrationExists);

      const elsewhere = await insertSchool(t);
      await insertAccount(t, { role: 'school_admin', schoolCode: elsewhere.code, email });
      const free = await insertSchool(t);
      expect((await post('/registration/complete-user', userBody(free.code, email, proof)).expect(409)).body.message).toBe(API_MSG.emailInUse);
      const [row] = await t.db.select().from(registrations).where(eq(registrations.schoolCode, free.code));
      expect(row).toBeUndefined();
    });

    it('of two proven sign-ups for one school at once, one gets the school and the other 409', async () => {
      const school = await insertSchool(t);
      const [a, b] = [uniqueEmail('race-a'), uniqueEmail('race-b')];
      const [proofA, proofB] = [await proofFor(a), await proofFor(b)];
      const answers = await Promise.all([post('/registration/complete-user', userBody(school.code, a, proofA)), post('/registration/complete-user', userBody(school.code, b, proofB))]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const [admins] = await t.db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(eq(accounts.schoolCode, school.code));
      expect(admins!.n).toBe(1);
    });
  });

  it("ends in the single call's state: POST /auth/register and its link, field for field", async () => {
    const facts = { region: 'Bhopal', zone: 'Central', state: 'MADHYA PRADESH', district: 'Bhopal' };
    const [inSteps, inOne] = [await insertSchool(t, facts), await insertSchool(t, facts)];
    const [stepsEmail, oneEmail] = [uniqueEmail('steps'), uniqueEmail('one')];
    const extra = { schoolDetails: { principal: 'Dr. Rao', city: 'Bhopal' }, registrationMetadata: { registrationSource: 'single_page_form', completedFields: ['email', 'fullName'], timezone: 'Asia/Kolkata' } };

    // in steps: initiate (the code) -> verify-otp -> complete -> complete-user
    await post('/registration/initiate', { schoolCode: inSteps.code, email: stepsEmail }).expect(200);
    const otp = otpFromMail((await mailsTo(stepsEmail, /verification code/i))[0]!);
    const proof = (await post('/auth/verify-otp', { email: stepsEmail, otp }).expect(200)).body.data.verificationToken as string;
    await post('/registration/complete', registrationBody(inSteps.code, stepsEmail, proof, extra)).expect(201);
    const steps = await post('/registration/complete-user', userBody(inSteps.code, stepsEmail, proof, extra)).expect(201);

    // in one call, then the mailed link
    const one = await post('/auth/register', registerBody(inOne.code, { email: oneEmail, ...extra })).expect(201);
    const link = tokenFromMail((await mailsTo(oneEmail, /verify your email/i))[0]!, '/verify-email');
    await post('/auth/verify-email', { token: link }).expect(200);

    const accountState = async (email: string) => {
      const row = (await accountByEmail(t, email))!;
      return { role: row.role, fullName: row.fullName, username: row.username, region: row.region, verified: row.emailVerifiedAt !== null, resends: row.verificationResendCount };
    };
    expect(await accountState(stepsEmail)).toEqual(await accountState(oneEmail));
    expect((await accountState(stepsEmail)).verified).toBe(true);

    // what differs by nature: ids, the school and its address, the reference number, the times
    const OWN_FIELDS = ['id', 'schoolCode', 'accountId', 'email', 'kvName', 'referenceNumber', 'registrationTimestamp', 'createdAt', 'updatedAt', 'paymentSearch'];
    const registrationState = async (schoolCode: string) => {
      const [row] = await t.db.select().from(registrations).where(eq(registrations.schoolCode, schoolCode));
      expect(row!.accountId).not.toBeNull();
      return Object.fromEntries(Object.entries(row!).filter(([key]) => !OWN_FIELDS.includes(key)));
    };
    const stepsRow = await registrationState(inSteps.code);
    expect(stepsRow).toEqual(await registrationState(inOne.code));
    expect(stepsRow).toMatchObject({ otpVerified: true, termsAccepted: true, schoolDetails: extra.schoolDetails });

    // the answers describe the same registration (the single call's before its link)
    const strip = (r: Registration) => ({ ...r, _id: '', schoolCode: '', kvCode: '', kvName: '', email: '', referenceNumber: '', registrationTimestamp: '', createdAt: '', updatedAt: '', otpVerified: true });
    expect(strip(steps.body.data.registration as Registration)).toEqual(strip(one.body.data.registration as Registration));

    await login(stepsEmail, STRONG_PASSWORD).expect(200);
    await login(oneEmail, STRONG_PASSWORD).expect(200);
  });
});
