import { EVENT } from '@hackathon/contracts';
import { verdictMail, verdictNotice, type VerdictFacts } from './verdict-notice';

const facts = (overrides: Partial<VerdictFacts> = {}): VerdictFacts => ({
  action: 'verify',
  kvCode: '1001',
  kvName: 'PM SHRI KV No. 1 Agra',
  name: 'Asha Verma',
  referenceNumber: 'SBIC1234567890',
  receiptNumber: '412345678901',
  reason: null,
  notes: null,
  dashboardUrl: 'http://portal.test/school-dashboard',
  ...overrides,
});

describe('verdictMail', () => {
  it('tells a verified school that its fee is confirmed, with the proof and the dashboard link', () => {
    const mail = verdictMail('asha@example.test', facts());
    expect(mail.to).toBe('asha@example.test');
    expect(mail.subject).toBe(`Payment verified - ${EVENT.name}`);
    expect(mail.text).toBe(
      [
        'Hello Asha Verma,',
        `The payment proof of PM SHRI KV No. 1 Agra (1001) for the ${EVENT.name} has been verified. Your registration fee is confirmed; nothing more is needed.`,
        'Reference number: SBIC1234567890\nReceipt number: 412345678901',
        'You can see the status in the Payment tab of your school dashboard: http://portal.test/school-dashboard',
        `Questions? Write to ${EVENT.contact.email}.\n`,
      ].join('\n\n'),
    );
  });

  it('gives a rejected school the reason and the reviewer note, and asks it to send the proof again', () => {
    const mail = verdictMail('asha@example.test', facts({ action: 'reject', reason: 'Amount short by Rs 500', notes: 'Pay the balance', name: '  ' }));
    expect(mail.subject).toBe(`Payment rejected - ${EVENT.name}`);
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    expect(mail.text).toContain('has been rejected.\n\nReason: Amount short by Rs 500\n\n');
    expect(mail.text).toContain('Note from the reviewer: Pay the balance');
    expect(mail.text).toContain('submit your payment proof again');
  });

  it('escapes what people typed in the HTML twin', () => {
    const mail = verdictMail('a@example.test', facts({ action: 'reject', reason: '<script>alert(1)</script>' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('verdictNotice', () => {
  it('is a success for a verified payment and an error with the reason (one full stop) for a rejected one', () => {
    expect(verdictNotice(facts())).toMatchObject({ title: 'Payment verified', type: 'success' });
    const rejected = verdictNotice(facts({ action: 'reject', reason: 'Receipt unreadable.' }));
    expect(rejected).toMatchObject({ title: 'Payment rejected', type: 'error', priority: 'high' });
    expect(rejected.message).toBe('The payment of PM SHRI KV No. 1 Agra (1001) has been rejected. Reason: Receipt unreadable. Please submit your payment proof again from the Payment tab.');
  });
});
