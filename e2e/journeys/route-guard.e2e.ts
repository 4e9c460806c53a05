/** The shell's route guard: signed-out visits go to /login and come back after sign-in. */
import { verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { newPage } from '../support/harness';

describe('route guard', () => {
  test('a signed-out visit to /mentor-team goes to /login and returns there after sign-in', async () => {
    const admin = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/mentor-team');
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('button', { name: 'Sign in', exact: true }));

    await signInOnLoginPage(page, admin.email, admin.password);
    await expectPath(page, '/mentor-team');
    await expectVisible(page.getByText(admin.school.kvName));
  });

  test("a school admin opening another role's route is sent to the school's home", async () => {
    const admin = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, admin.email, admin.password);
    await expectPath(page, '/mentor-team');

    await page.goto('/region-admin-dashboard');
    await expectPath(page, '/mentor-team');
  });

  test('an unknown path shows the not-found page', async () => {
    const page = await newPage();
    await page.goto('/no-such-page');
    await expectPath(page, '/404');
    await expectVisible(page.getByRole('link', { name: /login/i }));
  });
});
