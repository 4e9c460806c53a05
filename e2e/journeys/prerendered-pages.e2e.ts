/**
 * The public entry pages arrive prerendered (ADR 0006, third step): the page is on screen from
 * its HTML alone, its form disabled until the app runs; then the app takes its place, live.
 */
import { expectVisible } from '../support/flows';
import { newPage } from '../support/harness';

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
});
