/**
 * A school registers, opens the verification mail, verifies, signs in and lands on its dashboard;
 * wrong passwords and unverified accounts get the spec's messages.
 */
import { MSG } from '@hackathon/contracts';
import { findUnregisteredSchool, registerSchoolAdmin, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { api, extractLink, mailTo, newPage, strongPassword, uniqueEmail } from '../support/harness';
import { expectNoSeriousA11yViolations } from '../support/axe';

describe('school registration and sign-in', () => {
  test('register a school -> verification mail -> verify -> sign in -> /mentor-team with the school data', async () => {
    const school = await findUnregisteredSchool();
    const email = uniqueEmail('register');
    const password = strongPassword();
    const page = await newPage();

    await page.goto('/register');
    await page.getByLabel(/^School code/i).fill(school.kvCode);
    await page.getByRole('button', { name: 'Find School' }).click();
    // the lookup shows the school (read-only fields) before the form can be sent
    const schoolName = page.getByLabel('School name', { exact: true });
    await expectVisible(schoolName);
    expect(await schoolName.inputValue()).toBe(school.kvName);

    await page.getByLabel(/^Full Name/i).fill('Asha Verma');
    await page.getByLabel(/^Email/i).fill(email);
    await page.getByLabel(/^Contact Number/i).fill('9876543210');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/i).fill(password);
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await expectNoSeriousA11yViolations(page, '/register filled');
    await page.getByRole('button', { name: 'Register School' }).click();

    await expectPath(page, '/success');
    await expectVisible(page.getByText('Registered Successfully'));
    await expectVisible(page.getByText(school.kvName));
    await expectVisible(page.getByText(email));
    await expectNoSeriousA11yViolations(page, '/success');
    // the page keeps the address for resending the verification mail
    expect(await page.evaluate(() => localStorage.getItem('pendingVerificationEmail'))).toBe(email);

    // before verification the account cannot sign in
    const early = await api('/auth/login', { body: { email, password } });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(MSG.verifyBeforeLogin);

    const mail = await mailTo(email, { subject: /verif/i });
    const link = extractLink(mail, '/verify-email');
    expect(new URL(link).searchParams.get('token')).toMatch(/\S{16,}/);
    await page.goto(link);
    await expectVisible(page.getByText('Email Verified!'));
    await expectNoSeriousA11yViolations(page, '/verify-email verified');
    await page.getByRole('link', { name: 'Go to Login' }).or(page.getByRole('button', { name: 'Go to Login' })).click();
    await expectPath(page, '/login');

    await signInOnLoginPage(page, email, password);
    await expectPath(page, '/mentor-team');
    await expectVisible(page.getByText(school.kvName));
    await expectVisible(page.getByText(school.kvCode));
    await expectVisible(page.getByText(email));
    // the session is stored under the spec's keys
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // the link is single use
    const again = await api('/auth/verify-email', { body: { token: new URL(link).searchParams.get('token') } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.verificationFailed);
  });

  test("a wrong password shows 'Invalid email or password. Please try again.'", async () => {
    const admin = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, admin.email, `${admin.password}x`);
    await expectVisible(page.getByText(MSG.invalidCredentials));
    await expectNoSeriousA11yViolations(page, '/login with the wrong-password alert');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("an unverified account shows 'Please verify your email before logging in.'", async () => {
    const admin = await registerSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, admin.email, admin.password);
    await expectVisible(page.getByText(MSG.verifyBeforeLogin));
    await expectNoSeriousA11yViolations(page, '/login with the verify-first alert and its Resend button');
    expect(new URL(page.url()).pathname).not.toBe('/mentor-team');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
