/**
 * Issue 22, in the browser: the platform admin's account is under attack (LOGIN_MAX_FAILURES wrong
 * passwords from each of 11 addresses, past the global cap), and the admin signs in on /login from
 * a place it has not signed in from, by keyboard: the right password answers with a notice and the
 * "Sign-in code" field (focused), the code comes by mail, a mistyped code is refused and the field
 * stays, the right one lands on /dashboard.
 * This file runs its own portal (no demo data) with TRUST_PROXY=loopback, so the attack, sent from
 * this process with X-Forwarded-For, comes from many addresses, while the browser (no such header)
 * is seen as itself, 127.0.0.1.
 */
import { API_MSG, MSG } from '@hackathon/contracts';
import { expectFitsPhoneWidth, expectNoSeriousA11yViolations } from '../support/axe';
import { expectPath, expectVisible, toastText } from '../support/flows';
import { api, extractOtp, mailTo, newPage } from '../support/harness';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { JOURNEY_ADMIN, JOURNEY_ADMIN_ENV, startPortal, type Portal } from '../support/portal';

/** The API's defaults (api/src/config/app-config.ts), pinned for this portal whatever the caller's env says. */
const MAX_FAILURES = 5;
const GLOBAL_MAX_FAILURES = 50;
const LIMITS_ENV = { LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_GLOBAL_MAX_FAILURES: String(GLOBAL_MAX_FAILURES) };
/** Attack addresses (TEST-NET-3), one per X-Forwarded-For. */
const attacker = (n: number) => `203.0.113.${n}`;

describe('signing in while the account is under attack', () => {
  let mail: MailCatcher;
  let portal: Portal;

  beforeAll(async () => {
    mail = await startMailCatcher();
    portal = await startPortal({ smtpUrl: mail.smtpUrl, seedDemo: false, env: { ...JOURNEY_ADMIN_ENV, ...LIMITS_ENV, TRUST_PROXY: 'loopback' } });
  });

  afterAll(async () => {
    await portal?.stop();
    await mail?.stop();
  });

  /** POST /api/auth/login as sent through a proxy for the client `from`. */
  async function signInFrom(from: string, password: string): Promise<{ status: number; body: { error?: string } }> {
    const res = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email: JOURNEY_ADMIN.email, password }),
    });
    return { status: res.status, body: (await res.json()) as { error?: string } };
  }

  test('the admin gets in from a new place with the code mailed to them, by keyboard', async () => {
    // ---- the attack: 5 wrong passwords from each of 11 addresses (55), as api/test/auth-under-attack replays it
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      const answers = await Promise.all(Array.from({ length: MAX_FAILURES }, (_, i) => signInFrom(attacker(n), `Wrong#pass${i}`)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(GLOBAL_MAX_FAILURES);
    // the cap is closed: a new address asks for the code whatever the password (a wrong one mails no code)
    const probe = await signInFrom(attacker(12), 'Wrong#again1');
    expect([probe.status, probe.body.error]).toEqual([403, 'SIGN_IN_CODE_REQUIRED']);
    // the owner has been told of the attack
    expect((await mailTo(JOURNEY_ADMIN.email, { subject: /are being refused/i, mailApi: mail.apiUrl })).text).toMatch(/Many wrong passwords/);

    // ---- /login in Chromium: email (focused on arrival), password, Enter
    const page = await newPage({ baseURL: portal.url });
    await page.goto('/login');
    await page.waitForSelector('#root:not([data-prerendered])');
    const email = page.getByLabel(/^Email/);
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(JOURNEY_ADMIN.email);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(JOURNEY_ADMIN.password);
    await page.keyboard.press('Enter');

    // ---- the second step: the notice (read out) and the code field, which has the focus
    await expectVisible(page.getByRole('status').filter({ hasText: API_MSG.signInCodeSent }));
    const codeField = page.getByRole('textbox', { name: new RegExp(`^${API_MSG.signInCodeLabel}`) });
    await expectVisible(codeField);
    expect(await codeField.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectFocusVisible(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoSeriousA11yViolations(page, '/login asking for the sign-in code');

    // ---- the mail to the owner: the code, and the browser's own address (no forwarded one)
    const codeMail = await mailTo(JOURNEY_ADMIN.email, { subject: /sign-in code/i, mailApi: mail.apiUrl });
    expect(codeMail.text).toMatch(/127\.0\.0\.1/);
    expect(codeMail.text).not.toMatch(/203\.0\.113\./);
    const code = extractOtp(codeMail);

    // ---- a mistyped code: the error, the field stays (with the focus), still on /login
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('alert').filter({ hasText: API_MSG.invalidSignInCode }));
    expect(await codeField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    // the longest state of the form (notice, field, error) fits a phone
    await expectFitsPhoneWidth(page, '/login with the code field and an error', [codeField, page.getByRole('button', { name: 'Sign in', exact: true })]);

    // ---- the right code over the wrong one, Enter
    await page.keyboard.press('Control+A');
    await page.keyboard.type(code);
    expect(await codeField.inputValue()).toBe(code);
    await page.keyboard.press('Enter');
    await expectPath(page, '/dashboard');
    await expectVisible(toastText(page, MSG.loginSuccess));
    await expectVisible(page.getByTestId('section-overview'));
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: JOURNEY_ADMIN.email, role: 'admin' });

    // ---- one code mail in all (the attack's wrong passwords mailed no code); this place is known now
    expect(mail.mails.filter((caught) => /sign-in code/i.test(caught.subject))).toHaveLength(1);
    const again = await api('/auth/login', { baseURL: portal.url, body: { email: JOURNEY_ADMIN.email, password: JOURNEY_ADMIN.password } });
    expect(again.status).toBe(200);
    // while another new place, even with the right password, still gets the second step (its code mailed too)
    const elsewhere = await signInFrom(attacker(13), JOURNEY_ADMIN.password);
    expect([elsewhere.status, elsewhere.body.error]).toEqual([403, 'SIGN_IN_CODE_REQUIRED']);
    expect((await mailTo(JOURNEY_ADMIN.email, { subject: /sign-in code/i, mailApi: mail.apiUrl })).text).toContain(attacker(13));
  }, 240_000);
});
