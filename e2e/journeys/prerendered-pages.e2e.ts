/**
 * The public entry pages arrive prerendered (ADR 0006, third step): the page is on screen from
 * its HTML alone, its form disabled until the app runs; then the app takes its place, live. The
 * school admin's dashboard arrives with its first screen filled by the server from the admin's
 * own data (fourth step), for the browser that signed in, until it signs out. A device that chose
 * Hindi gets both in Hindi (issue 24).
 */
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { verifiedSchoolAdmin } from '../support/fixtures';
import { newPage } from '../support/harness';
import { DEVANAGARI, hi } from '../support/i18n';

/** A new school's admin, signed in on /login of a fresh browser, on /mentor-team. */
async function signedInSchoolAdmin() {
  const admin = await verifiedSchoolAdmin();
  const page = await newPage();
  await page.goto('/login');
  await page.waitForSelector('#root:not([data-prerendered])');
  await signInOnLoginPage(page, admin.email, admin.password);
  await expectPath(page, '/mentor-team');
  return { admin, page };
}

describe('prerendered entry pages', () => {
  test('/login without any script: the sign-in form is there, its controls disabled', async () => {
    const page = await newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/login');
    await expectVisible(page.getByText('School Admin Login'));
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/login');
    const email = page.locator('input[type="email"]');
    expect(await email.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
    // the landing page's countdown is not the build's time
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(await page.locator('[data-prerender="volatile"]').first().textContent()).toBe('--');
  });

  test('/login with its scripts: the app replaces the copy, the email field enabled and focused', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.waitForSelector('#root:not([data-prerendered])');
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    const email = page.locator('input[type="email"]');
    expect(await email.isEnabled()).toBe(true);
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  test("/mentor-team after a school admin's sign-in: the school's first screen from the HTML alone, then the live page; after sign-out the bare page", async () => {
    const { admin, page } = await signedInSchoolAdmin();

    // no script runs: what shows is the server's HTML, filled for this school and this admin
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/mentor-team');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/mentor-team');
    await expectVisible(page.getByRole('heading', { level: 1, name: admin.school.kvName }));
    await expectVisible(page.getByText(`Code: ${admin.school.kvCode}`));
    await expectVisible(page.getByText(admin.fullName).first());
    expect(await page.getByRole('button', { name: 'Refresh' }).isDisabled()).toBe(true);

    // with its scripts the live page takes the copy's place, with the same school
    await page.unroute('**/*.js');
    await page.goto('/mentor-team');
    await page.waitForSelector('#root:not([data-prerendered]) main h1');
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    expect(await page.locator('main h1').textContent()).toBe(admin.school.kvName);
    expect(await page.getByRole('button', { name: 'Refresh' }).isEnabled()).toBe(true);

    // signed out, the same browser gets the bare page again
    const cleared = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/logout');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expectPath(page, '/login');
    expect((await cleared).status()).toBe(200);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/mentor-team');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    expect(await page.content()).not.toContain(admin.school.kvName);
  });

  test('in Hindi: after the switch, the landing page, /login and the school first screen come in Hindi from the HTML alone', async () => {
    const { admin, page } = await signedInSchoolAdmin();
    await page.getByTestId('language-switch').click();
    await page.waitForSelector('html[lang="hi"]');

    // no script runs: the server's HTML is already Hindi
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/mentor-team');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/mentor-team');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await expectVisible(page.getByRole('heading', { level: 1, name: admin.school.kvName }));
    expect(await page.locator('main').innerText()).toMatch(DEVANAGARI);
    expect(await page.locator('main').innerText()).not.toContain('Loading mentors and teams');
    await page.goto('/');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await expectVisible(page.getByRole('link', { name: hi('Register your school') }));

    // with its scripts the live page takes the copy's place, still in Hindi
    await page.unroute('**/*.js');
    await page.goto('/');
    await page.waitForSelector('#root:not([data-prerendered])');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await expectVisible(page.getByRole('link', { name: hi('Register your school') }));
  });
});

