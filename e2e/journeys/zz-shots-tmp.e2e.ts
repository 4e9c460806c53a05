/** TEMPORARY: screenshots for review (deleted after use). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { newPage, portalDataDir } from '../support/harness';
import { setLocks } from '../support/fixtures';

const creds = () => JSON.parse(readFileSync(join(portalDataDir(), 'demo-credentials.json'), 'utf8'));
const TABS = ['Mentors', 'Teams', 'Password Change', 'Payment Info', 'Schedule', 'Guidelines'];

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  const width = page.viewportSize()?.width ?? 1280;
  if (width > 500) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 0; y < height; y += 1000, n += 1) {
    await page.screenshot({ path: `/tmp/shots/crops/${name}-${n}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1000, height - y) } });
  }
}

describe('shots', () => {
  for (const width of [1280, 390]) {
    test(`school ${width}`, async () => {
      await setLocks({ mentorsLocked: width === 390, teamsLocked: width === 390 });
      const admin = creds().schoolAdmins[0];
      const page = await newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await signInOnLoginPage(page, admin.email, admin.password);
      await expectPath(page, '/mentor-team');
      for (const tab of TABS) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await page.waitForTimeout(800);
        await shot(page, `mentor-team-${tab.replace(/ /g, '_')}-${width}`);
      }
      if (width === 1280) {
        await page.getByRole('tab', { name: 'Payment Info' }).click();
        await page.getByRole('button', { name: 'View Receipt' }).click();
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/shots/receipt-preview-${width}.png` });
        await page.getByRole('button', { name: 'Close', exact: true }).click();
      }
      await page.getByRole('tab', { name: /^Teams/ }).click();
      await page.getByRole('button', { name: 'Add New Team' }).click();
      await shot(page, `mentor-team-AddTeamDialog-${width}`);
    });
    test(`admin ${width}`, async () => {
      const admin = creds().admin;
      const page = await newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await signInOnLoginPage(page, admin.email, admin.password);
      await expectPath(page, '/dashboard');
      await expectVisible(page.getByRole('region', { name: 'Event settings' }));
      await shot(page, `admin-dashboard-${width}`);
    });
    test(`team ${width}`, async () => {
      const team = creds().teams.find((t: { email: string | null }) => t.email);
      const page = await newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/team-login');
      await page.getByLabel(/^Team ID/i).fill(team.teamId);
      await page.getByLabel(/^Password/).fill(team.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectPath(page, '/simple-team');
      await expectVisible(page.getByRole('region', { name: 'Resources' }));
      await shot(page, `simple-team-${width}`);
      await page.goto('/team-dashboard');
      await expectVisible(page.getByRole('region', { name: 'Statistics' }));
      await shot(page, `team-dashboard-${width}`);
    });
  }
});
