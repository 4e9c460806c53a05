/** Forgot password by OTP, end to end: mail with a 6-digit code, new password, sign in with it. */
import { MSG } from '@hackathon/contracts';
import { verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { api, extractOtp, mailTo, newPage, strongPassword } from '../support/harness';
import { expectNoSeriousA11yViolations } from '../support/axe';

describe('forgot password (OTP wizard)', () => {
  test('email -> 6-digit code by mail -> new password -> /login -> sign in with the new password', async () => {
    const admin = await verifiedSchoolAdmin();
    const newPassword = strongPassword();
    const page = await newPage();

    await page.goto('/forgot-password');
    await expectVisible(page.getByRole('link', { name: /Back to Login/ }));
    await page.getByLabel(/^Email/i).fill(admin.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectVisible(page.getByText(MSG.otpSent));
    await expectNoSeriousA11yViolations(page, '/forgot-password step 2 (OTP)');

    const mail = await mailTo(admin.email, { subject: /otp|password|code/i });
    const otp = extractOtp(mail);
    expect(otp).toMatch(/^\d{6}$/);

    // step 2: the code, with the expiry countdown running
    await page.getByLabel(/^OTP/).fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectVisible(page.getByText(MSG.otpVerified));
    await expectNoSeriousA11yViolations(page, '/forgot-password step 3 (new password)');

    // step 3: the new password and its confirmation
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm New Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(page.getByText(MSG.passwordResetSuccess));
    // the wizard sends the user to /login two seconds later
    await expectPath(page, '/login', 15_000);

    await signInOnLoginPage(page, admin.email, newPassword);
    await expectPath(page, '/mentor-team');

    // the old password no longer works, and the code was single use
    const old = await api('/auth/login', { body: { email: admin.email, password: admin.password } });
    expect(old.status).toBe(401);
    const reused = await api('/auth/verify-password-reset-otp', { body: { email: admin.email, otp } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MSG.invalidOtp);
  });
});
