/** A region admin signs in on 'KVS Admin Login' and lands on /region-admin-dashboard. */
import { expectPath, expectVisible } from '../support/flows';
import { demoRegionAdmin } from '../support/fixtures';
import { newPage } from '../support/harness';

describe('region admin sign-in', () => {
  test('username + password -> /region-admin-dashboard for the admin region', async () => {
    const admin = demoRegionAdmin();
    const page = await newPage();
    await page.goto('/region-admin-login');
    await expectVisible(page.getByText('KVS Admin Login'));
    await page.getByLabel(/^Username/i).fill(admin.username);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expectPath(page, '/region-admin-dashboard');
    await expectVisible(page.getByText('Total Schools'));
    if (admin.region) await expectVisible(page.getByText(admin.region.toUpperCase(), { exact: true }));
    expect(await page.evaluate(() => localStorage.getItem('regionAdminToken') ?? localStorage.getItem('token'))).toBeTruthy();
  });

  test('a wrong password keeps the admin on the login page', async () => {
    const admin = demoRegionAdmin();
    const page = await newPage();
    await page.goto('/region-admin-login');
    await page.getByLabel(/^Username/i).fill(admin.username);
    await page.getByLabel(/^Password/).fill(`${admin.password}x`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(page.getByText('Invalid username or password'));
    expect(new URL(page.url()).pathname).toBe('/region-admin-login');
  });
});
