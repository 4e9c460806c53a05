import { API_MSG } from '@hackathon/contracts';
import { mailOutbox } from '../src/database/schema';
import { MailService } from '../src/mail';
import { createTestApp, startSmtpCatcher, type SmtpCatcher, type TestApp } from './support';

describe('mail', () => {
  describe('over SMTP when SMTP_URL is set', () => {
    let smtp: SmtpCatcher;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpCatcher();
      t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Hackathon Portal <portal@hackathon.test>' } });
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    it('delivers the message to the SMTP server, not to the outbox', async () => {
      await t.get(MailService).send({
        to: 'Head@School.test',
        subject: 'Verify your email',
        text: 'Open http://portal.test/verify-email?token=abc',
        html: '<p><a href="http://portal.test/verify-email?token=abc">Verify</a></p>',
      });
      const mail = await smtp.waitFor((m) => m.to.includes('head@school.test'));
      expect(mail).toEqual({
        to: ['head@school.test'],
        from: '"Hackathon Portal" <portal@hackathon.test>',
        subject: 'Verify your email',
        text: 'Open http://portal.test/verify-email?token=abc',
        html: '<p><a href="http://portal.test/verify-email?token=abc">Verify</a></p>',
      });
      expect(await t.db.select().from(mailOutbox)).toEqual([]);
    });

    it('has no development mailbox', async () => {
      await t.request().get('/api/dev/mailbox').expect(404);
      await t.request().get('/dev/mailbox').set('Accept', 'text/html').expect(404);
    });

    it('fails loudly when the SMTP server is gone', async () => {
      await smtp.stop();
      await expect(t.get(MailService).send({ to: 'x@school.test', subject: 'S', text: 'T' })).rejects.toThrow();
      smtp = await startSmtpCatcher();
    });
  });

  describe('outbox and development mailbox without SMTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('keeps mail in mail_outbox and lists it newest first at GET /api/dev/mailbox', async () => {
      const mail = t.get(MailService);
      expect(mail.mode).toBe('outbox');
      await mail.send({ to: 'first@school.test', subject: 'First', text: 'one' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await mail.send({ to: 'second@school.test', subject: 'Second', text: 'two http://portal.test/x', html: '<b>two</b>' });

      const res = await t.request().get('/api/dev/mailbox').expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(API_MSG.mailboxListed);
      const [newest, oldest] = res.body.data;
      expect(newest).toMatchObject({ to: 'second@school.test', subject: 'Second', text: 'two http://portal.test/x', html: '<b>two</b>' });
      expect(oldest).toMatchObject({ to: 'first@school.test', subject: 'First', text: 'one', html: null });
      expect(new Date(newest.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(oldest.sentAt).getTime());

      const filtered = await t.request().get('/api/dev/mailbox').query({ to: 'FIRST@school.test' }).expect(200);
      expect(filtered.body.data.map((m: { subject: string }) => m.subject)).toEqual(['First']);
    });

    it('renders /dev/mailbox as a page with clickable links and escaped content', async () => {
      await t.get(MailService).send({ to: 'page@school.test', subject: '<script>alert(1)</script>', text: 'Reset: http://portal.test/reset-password?token=t1&x=2' });
      const res = await t.request().get('/dev/mailbox').set('Accept', 'text/html').expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<a href="http://portal.test/reset-password?token=t1&amp;x=2">');
      expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.text).not.toContain('<script>alert(1)</script>');
    });
  });

  describe('in production without SMTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { NODE_ENV: 'production' } });
    });
    afterAll(() => t.close());

    it('still keeps mail in the outbox but serves no development mailbox', async () => {
      await t.get(MailService).send({ to: 'prod@school.test', subject: 'Hello', text: 'secret link' });
      expect((await t.db.select().from(mailOutbox)).map((m) => m.toAddress)).toEqual(['prod@school.test']);
      const api = await t.request().get('/api/dev/mailbox').expect(404);
      expect(api.body).toEqual({ success: false, message: API_MSG.notFound, error: 'NOT_FOUND' });
      await t.request().get('/dev/mailbox').set('Accept', 'text/html').expect(404);
    });
  });
});
