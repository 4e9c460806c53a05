import { createHash } from 'node:crypto';
import { EVENT, PAYMENT_VERIFICATION_MSG, translate, type Role } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { accounts, files, notifications, paymentSubmissions, registrations } from '../src/database/schema';
import { inLocale } from '../src/kernel';
import { BackgroundMailService } from '../src/mail';
import { PaymentVerificationModule } from '../src/modules/payment-verification';
import { createTestApp, startSmtpCatcher, type SmtpCatcher, type TestApp } from './support';
import { insertAccount } from './support/fixtures-auth';
import { samplePdf } from './receipts-fixtures';
import { bearer, loadParticipants, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(180_000);

const BOM = '\uFEFF';
const DEVANAGARI = /[\u0900-\u097F]/;

/** A header row or a record of a CSV without quoted line breaks (enough for the header and simple rows). */
function csvRecords(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
}

/**
 * What the API writes for a person, in that person's language (issue 24): the payment verdict is
 * written for the school admin (in the school admin's account language, whatever language the
 * verifier's request is in), and a CSV export's header row follows the request's Accept-Language
 * while its columns and values stay the same.
 */
describe('mails, notices and exports in the reader\'s language', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let p: Participants;
  let tokens: Record<Role, string>;
  let superAdmin: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    p = await loadParticipants(t);
    tokens = tokensFor(t, p);
    const account = await insertAccount(t, { role: 'super_admin', username: 'lata.language', fullName: 'Lata Language' });
    superAdmin = t.tokenFor({ sub: account.id, role: 'super_admin', email: account.email! });
  }, 180_000);

  afterAll(async () => {
    // the school admin's language back to "never chose", for any later file sharing the database
    if (t && p) await t.db.update(accounts).set({ language: null }).where(eq(accounts.id, p.schoolA.adminId));
    await t?.close();
    await smtp?.stop();
  }, 60_000);

  /** Gives school A one fresh submitted payment. */
  async function makeSubmitted(): Promise<string> {
    const code = p.schoolA.code;
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.schoolCode, code));
    await t.db.delete(paymentSubmissions).where(eq(paymentSubmissions.registrationId, registration!.id));
    const pdf = samplePdf();
    const [file] = await t.db
      .insert(files)
      .values({ ownerSchoolCode: code, fileName: `receipt_${code}.pdf`, contentType: 'application/pdf', sizeBytes: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), data: pdf })
      .returning({ id: files.id });
    await t.db
      .insert(paymentSubmissions)
      .values({ registrationId: registration!.id, fullName: 'Asha Verma', referenceNumber: `SBIC${code}00`, receiptNumber: `UTR${code}99`, receiptFileId: file!.id, status: 'submitted', submittedAt: new Date() });
    await t.db.update(registrations).set({ paymentStatus: 'submitted' }).where(eq(registrations.id, registration!.id));
    return registration!.id;
  }

  async function clearMail(): Promise<void> {
    await t.app.select(PaymentVerificationModule).get(BackgroundMailService, { strict: true }).drain();
    smtp.clear();
  }

  const setLanguage = (language: 'en' | 'hi' | null) => t.db.update(accounts).set({ language }).where(eq(accounts.id, p.schoolA.adminId));
  const hindi = (key: string, values?: Record<string, string>) => inLocale('hi', () => translate(key, values));
  const adminEmail = () => p.schoolA.adminEmail.toLowerCase();

  it('a verdict by a verifier asking in English reaches a school admin whose language is Hindi in Hindi: the mail (text and HTML) and the bell', async () => {
    await setLanguage('hi');
    const registrationId = await makeSubmitted();
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.id, registrationId));
    const school = { kvName: registration!.kvName, kvCode: p.schoolA.code };
    await clearMail();

    const res = await t
      .request()
      .put(`/api/payment-verification/reject/${registrationId}`)
      .set(bearer(superAdmin))
      .set('Accept-Language', 'en')
      .send({ reason: 'The amount does not match', notes: 'Please pay the balance' });
    expect(res.status).toBe(200);
    // the verifier's own answer stays in the verifier's language
    expect(res.headers['content-language']).toBe('en');
    expect(res.body.message).toBe(PAYMENT_VERIFICATION_MSG.rejected);

    const mail = await smtp.waitFor((m) => m.to.includes(adminEmail()));
    expect(mail.subject).toBe(`भुगतान अस्वीकृत - ${EVENT.name}`);
    expect(mail.subject).toBe(hindi('mail.verdict.subject.rejected', { event: EVENT.name }));
    expect(mail.text).toContain(hindi('mail.verdict.rejected', { ...school, event: EVENT.name }));
    expect(mail.text).toContain('कारण: The amount does not match');
    expect(mail.text).toContain('समीक्षक की टिप्पणी: Please pay the balance');
    expect(mail.text).toContain(hindi('mail.footer.questions', { email: EVENT.contact.email }));
    expect(mail.text).not.toMatch(/Payment rejected|Reason:|Questions\?|Hello/);
    // the HTML twin says the same
    expect(mail.html).toContain('भुगतान का प्रमाण अस्वीकृत कर दिया गया है');
    expect(mail.html).toContain('समीक्षक की टिप्पणी: Please pay the balance');
    expect(mail.html).not.toContain('Questions?');

    // the bell, read even with an English request, holds the Hindi notice it was written in
    const bell = await t.request().get('/api/notifications/user').set(bearer(tokens.school_admin)).set('Accept-Language', 'en');
    expect(bell.status).toBe(200);
    const notice = bell.body.data.find((n: { message: string }) => n.message.includes(`(${p.schoolA.code})`) && DEVANAGARI.test(n.message));
    expect(notice).toMatchObject({ title: 'भुगतान अस्वीकृत', type: 'error' });
    expect(notice.message).toBe(hindi('mail.verdict.notice.rejected.message', { ...school, reason: 'The amount does not match' }));
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, notice._id));
    expect(stored!.title).toBe('भुगतान अस्वीकृत');
  });

  it('the mail preview shows the verifier the mail as the Hindi-reading school admin will get it', async () => {
    await setLanguage('hi');
    const registrationId = await makeSubmitted();
    const res = await t.request().post('/api/payment-verification/mail-preview').set(bearer(superAdmin)).send({ action: 'verify', registrationIds: [registrationId] });
    expect(res.status).toBe(200);
    expect(res.body.data.subject).toBe(`भुगतान सत्यापित - ${EVENT.name}`);
    expect(res.body.data.text).toContain('सत्यापित कर दिया गया है');
  });

  it('a verdict by a verifier asking in Hindi reaches a school admin whose language is English in English', async () => {
    await setLanguage('en');
    const registrationId = await makeSubmitted();
    await clearMail();
    const res = await t.request().put(`/api/payment-verification/verify/${registrationId}`).set(bearer(superAdmin)).set('Accept-Language', 'hi').send({});
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('hi');

    const mail = await smtp.waitFor((m) => m.to.includes(adminEmail()));
    expect(mail.subject).toBe(`Payment verified - ${EVENT.name}`);
    expect(mail.text).toContain('has been verified');
    expect(mail.text).not.toMatch(DEVANAGARI);
    const bell = await t.request().get('/api/notifications/user').set(bearer(tokens.school_admin));
    expect(bell.body.data.some((n: { title: string; message: string }) => n.title === 'Payment verified' && n.message.includes(`(${p.schoolA.code})`))).toBe(true);
  });

  it('a CSV export asked for in Hindi has a Hindi header row; the English one is unchanged; columns and values are the same', async () => {
    const download = async (language?: string) => {
      const req = t.request().get('/api/admin/export?type=teams').set(bearer(tokens.admin)).buffer(true).parse((response, done) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => done(null, Buffer.concat(parts)));
      });
      if (language) void req.set('Accept-Language', language);
      const res = await req;
      expect(res.status).toBe(200);
      return (res.body as Buffer).toString('utf8');
    };
    const english = await download();
    const hindiCsv = await download('hi-IN,hi;q=0.9,en;q=0.8');
    expect(english.startsWith(BOM)).toBe(true);
    expect(hindiCsv.startsWith(BOM)).toBe(true);

    const [enHeader, ...enRows] = csvRecords(english);
    const [hiHeader, ...hiRows] = csvRecords(hindiCsv);
    expect(enHeader!.startsWith('Team ID,Team Name,Category,Status,')).toBe(true);
    expect(enHeader).not.toMatch(DEVANAGARI);
    expect(hiHeader!.startsWith('टीम आईडी,टीम का नाम,श्रेणी,स्थिति,')).toBe(true);
    expect(hiHeader!.split(',')).toHaveLength(enHeader!.split(',').length);
    expect(hiHeader!.split(',').every((cell) => DEVANAGARI.test(cell))).toBe(true);
    // same rows, same order, same values: only the header row speaks the reader's language
    expect(hiRows).toEqual(enRows);
    expect(enRows.length).toBeGreaterThan(0);
  });
});
