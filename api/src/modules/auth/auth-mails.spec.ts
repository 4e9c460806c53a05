import { otpMail, registrationCodeMail, signInCodeMail } from './auth-mails';

describe('the sign-in code mail (second step of a sign-in under attack)', () => {
  const context = { account: 'head@school.test', from: '2001:db8:0:1::1', at: new Date('2025-08-14T09:05:30Z'), minutes: 10, resetUrl: 'http://portal.test/forgot-password' };

  it("tells the owner who signs in from where, with the code, and what to do if it was not them", () => {
    const mail = signInCodeMail('head@school.test', 'Asha Verma', '042917', context, true);
    expect(mail.to).toBe('head@school.test');
    expect(mail.subject).toMatch(/^Sign-in code for head@school\.test - /);
    expect(mail.text).toContain('Hello Asha Verma,');
    expect(mail.text).toContain('from the address 2001:db8:0:1::1 at 2025-08-14 09:05 UTC');
    expect(mail.text).toMatch(/enter this code with the password: 042917$/m);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.text).toContain('change your password now at http://portal.test/forgot-password');
    expect(mail.html).toContain('>042917</p>');
  });

  it('to the platform admin for an account without an address: names the account and asks to check who asks', () => {
    const mail = signInCodeMail('admin@hackathon.local', 'Super Admin', '000123', { ...context, account: 'superadmin' }, false);
    expect(mail.to).toBe('admin@hackathon.local');
    expect(mail.subject).toMatch(/^Sign-in code for superadmin - /);
    expect(mail.text).toContain('the back-office account "superadmin"');
    expect(mail.text).not.toContain('Super Admin');
    expect(mail.text).toMatch(/the platform admin: 000123$/m);
    expect(mail.text).toContain("Give it only to the account's holder");
  });

  it('escapes what the caller chose (the account name as typed) in the HTML', () => {
    const mail = signInCodeMail('admin@hackathon.local', null, '111111', { ...context, account: '<b>x</b>' }, false);
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('the mailed codes (reset OTP, registration code)', () => {
  it('gives the registration code to an address without an account: no name, what it is for, and that nothing happens without it', () => {
    const mail = registrationCodeMail('new@school.test', '004217');
    expect(mail.to).toBe('new@school.test');
    expect(mail.subject).toMatch(/^Your email verification code - /);
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).toContain('Your email verification code for registering your school for the National School AI & ML Hackathon is 004217.');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.text).toContain('nothing is created without the code');
    expect(mail.html).toContain('>004217</p>');
  });

  it('keeps the reset OTP mail as it was', () => {
    const mail = otpMail('head@school.test', 'Asha Verma', '123456');
    expect(mail.subject).toMatch(/^Your password reset code - /);
    expect(mail.text).toContain('Hello Asha Verma,\n\nYour password reset code is 123456.');
    expect(mail.text).toContain('your password stays the same');
    expect(mail.html).toContain('Your password reset code is:');
  });
});
