/**
 * Issue 25, "No example.org address remains in what a visitor or user can reach": the published
 * content, and every link, frame and image of the public pages, a team's pages and a school
 * admin's pages (each tab), hold no placeholder address.
 */
import type { PublishedContent } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { demoTeam, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { api, newPage } from '../support/harness';

const PLACEHOLDER = /example\.(org|com|net)/i;

/** Every address the page links to, frames or shows, once its own screens have taken over. */
async function addressesOn(page: Page): Promise<string[]> {
  await page.waitForSelector('#root:not([data-prerendered])');
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a[href], iframe[src], img[src], video[src], source[src]')).map(
      (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '',
    ),
  );
}

const placeholders = (addresses: string[]) => addresses.filter((address) => PLACEHOLDER.test(address));

describe('no placeholder address reaches a visitor or a user', () => {
  test('the published content names none', async () => {
    const res = await api<PublishedContent>('/content');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data).match(PLACEHOLDER)).toBeNull();
  });

  test('the public pages, a team and a school admin link to none', async () => {
    const found: string[] = [];
    const visitor = await newPage();
    for (const path of ['/', '/rulebook', '/register', '/login', '/team-login']) {
      await visitor.goto(path);
      found.push(...placeholders(await addressesOn(visitor)).map((address) => `${path}: ${address}`));
    }

    const team = demoTeam();
    const teamPage = await newPage();
    await teamPage.goto('/team-login');
    await teamPage.waitForSelector('#root:not([data-prerendered])');
    await teamPage.getByLabel(/^Team ID/i).fill(team.teamId);
    await teamPage.getByLabel(/^Password/).fill(team.password);
    await teamPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(teamPage, '/simple-team');
    found.push(...placeholders(await addressesOn(teamPage)).map((address) => `/simple-team: ${address}`));
    await teamPage.goto('/team-dashboard');
    const sections = teamPage.getByRole('navigation', { name: 'Team dashboard sections' });
    await expectVisible(sections);
    for (const section of ['Dashboard', 'Student Details', 'FAQ', 'Content', 'Assignment Submission']) {
      await sections.getByRole('tab', { name: new RegExp(`^${section}`) }).click();
      found.push(...placeholders(await addressesOn(teamPage)).map((address) => `/team-dashboard ${section}: ${address}`));
    }

    const school = await verifiedSchoolAdmin();
    const schoolPage = await newPage();
    await schoolPage.goto('/login');
    await signInOnLoginPage(schoolPage, school.email, school.password);
    await expectPath(schoolPage, '/mentor-team');
    for (const tab of ['Mentors', 'Teams', 'Payment Info', 'Schedule', 'Guidelines']) {
      await schoolPage.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      found.push(...placeholders(await addressesOn(schoolPage)).map((address) => `/mentor-team ${tab}: ${address}`));
    }
    expect(found).toEqual([]);
  });
});
