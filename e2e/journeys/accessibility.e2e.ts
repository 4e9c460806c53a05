/**
 * Every screen of the suite, once: no serious or critical axe-core violation, and at 360 px wide
 * no sideways scroll of the page with its primary action in view. Dialogs are checked in the
 * journeys that open them; this file visits the screens (and tabs) the others do not dwell on.
 */
import type { Locator, Page } from 'playwright-core';
import type { Registration } from '@hackathon/contracts';
import { adminToken, openSection, signedInAdminPage } from '../support/admin';
import { expectFitsPhoneWidth, expectNoSeriousA11yViolations } from '../support/axe';
import { signedInBackOfficePage } from '../support/back-office';
import { demoRegionAdmin, demoSuperAdmin, demoTeam, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { api, newPage } from '../support/harness';

/** What failed on each screen: a test goes through all its screens, then reports them together. */
let problems: string[] = [];

/** axe at the desktop width the journeys use, then the phone width. */
async function checkScreen(page: Page, label: string, primary: Locator[] = []): Promise<void> {
  for (const check of [() => expectNoSeriousA11yViolations(page, label), () => expectFitsPhoneWidth(page, label, primary)]) {
    await check().catch((error: Error) => problems.push(error.message));
  }
}

beforeEach(() => {
  problems = [];
});

/** Each test ends with this: every screen's problems in one message. */
function expectNoProblems(): void {
  if (problems.length > 0) throw new Error(`${problems.length} problem(s):\n\n${problems.join('\n\n')}`);
}

/** Opens a path and waits for its first heading. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectVisible(page.getByRole('heading').first());
}

describe('every screen is accessible and fits a phone', () => {
  test('public pages', async () => {
    const page = await newPage();
    const screens: Array<[string, (page: Page) => Locator[]]> = [
      ['/', (p) => [p.getByRole('link', { name: 'Register your school' })]],
      ['/rulebook', () => []],
      ['/register', (p) => [p.getByRole('button', { name: 'Find School' })]],
      ['/login', (p) => [p.getByRole('button', { name: 'Sign in', exact: true })]],
      ['/team-login', (p) => [p.getByRole('button', { name: 'Sign in', exact: true })]],
      ['/region-admin-login', (p) => [p.getByRole('button', { name: 'Sign in', exact: true })]],
      ['/forgot-password', () => []],
      ['/reset-password', () => []],
      ['/reset-team-password', () => []],
      ['/verify-email', () => []],
      ['/success', () => []],
      ['/registration-closed', () => []],
      ['/mentor-dashboard', () => []],
      ['/404', () => []],
    ];
    for (const [path, primary] of screens) {
      await visit(page, path);
      await checkScreen(page, path, primary(page));
    }
    expectNoProblems();
  });

  test('the navigation menu at phone width, signed out and signed in', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const checkMenu = async (label: string, item: string) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectVisible(page.getByRole('button', { name: item }).or(page.getByRole('link', { name: item })).first());
      await expectNoSeriousA11yViolations(page, label).catch((error: Error) => problems.push(error.message));
      await page.keyboard.press('Escape');
      await expectVisible(page.getByRole('button', { name: 'Open menu' }));
    };
    await visit(page, '/');
    await checkMenu('menu on / (signed out)', 'Timeline');
    const school = await verifiedSchoolAdmin();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');
    await checkMenu('menu on /mentor-team (school admin)', 'Logout');
    expectNoProblems();
  });

  test('school admin: every tab of /mentor-team', async () => {
    const school = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');
    for (const tab of [/^Mentors/, /^Teams/, /^Password Change/, /^Payment Info/, /^Schedule/, /^Guidelines/]) {
      await page.getByRole('tab', { name: tab }).click();
      await expectVisible(page.getByRole('tabpanel').filter({ visible: true }).first());
      await checkScreen(page, `/mentor-team ${tab.source}`, [page.getByRole('tab', { name: tab })]);
    }
    // /school-dashboard shows the same dashboard
    await page.goto('/school-dashboard');
    await expectVisible(page.getByRole('tab', { name: /^Mentors/ }));
    expectNoProblems();
  });

  test('team: /simple-team and every section of /team-dashboard', async () => {
    const team = demoTeam();
    const page = await newPage();
    await page.goto('/team-login');
    await page.getByLabel(/^Team ID/i).fill(team.teamId);
    await page.getByLabel(/^Password/).fill(team.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/simple-team');
    await expectVisible(page.getByRole('region', { name: 'Resources' }));
    await checkScreen(page, '/simple-team');
    await visit(page, '/team-dashboard');
    const nav = page.getByRole('navigation', { name: 'Team dashboard sections' });
    for (const section of ['Dashboard', 'Student Details', 'FAQ', 'Content', 'Assignment Submission']) {
      await nav.getByRole('tab', { name: new RegExp(`^${section}`) }).click();
      await checkScreen(page, `/team-dashboard ${section}`);
    }
    expectNoProblems();
  });

  // the sections in two halves: data grids take axe a few seconds each
  const ADMIN_SECTIONS = [
    ['overview', 'registration', 'teams', 'phases', 'students'],
    ['schools', 'mentors', 'notifications', 'payment-verification', 'activity'],
  ];
  test.each(ADMIN_SECTIONS)('admin: /dashboard sections %s, %s, %s, %s, %s', async (...keys: string[]) => {
    const page = await signedInAdminPage();
    for (const key of keys) {
      if (key !== 'overview') await openSection(page, key);
      else await expectVisible(page.getByTestId('section-overview'));
      await checkScreen(page, `/dashboard ${key}`);
    }
    expectNoProblems();
  });

  test('admin: a registration and its edit page', async () => {
    const school = await verifiedSchoolAdmin();
    const read = await api<Registration>(`/registration/by-kv/${school.school.kvCode}`, { token: await adminToken() });
    const id = read.body.data?._id;
    expect(id).toBeTruthy();
    const page = await signedInAdminPage();
    await visit(page, `/registration/${id}`);
    await checkScreen(page, '/registration/:id');
    await visit(page, `/edit-registration/${id}`);
    await checkScreen(page, '/edit-registration/:id', [page.getByRole('button', { name: 'Save Changes' })]);
    expectNoProblems();
  });

  const BACK_OFFICE: Array<[string, () => { username: string; password: string }, string, string[]]> = [
    ['region admin', demoRegionAdmin, '/region-admin-dashboard', ['Overview', 'Schools', 'Teams', 'Students', 'Mentors', 'Registrations', 'Payment Verification']],
    [
      'super admin',
      demoSuperAdmin,
      '/super-admin-dashboard',
      ['Overview', 'Registration Data', 'Team Data', 'Student Data', 'Schools Data', 'Mentor Data', 'Schedule & Attendance', 'Payment Verification'],
    ],
  ];
  test.each(BACK_OFFICE)('%s: every tab of its dashboard', async (_who, account, path, tabs) => {
    const page = await signedInBackOfficePage(account(), path);
    for (const label of tabs) {
      const tab = page.getByRole('tab', { name: label, exact: true });
      await tab.click();
      await expectVisible(page.getByRole('tabpanel'));
      await checkScreen(page, `${path} ${label}`, [tab]);
    }
    expectNoProblems();
  });
});
