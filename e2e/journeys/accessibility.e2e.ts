/**
 * Every screen of the suite, once in English and once in Hindi (issue 24): no serious or critical
 * axe-core violation at 1366 px nor at 360 px, and at 360 px no sideways scroll of the page with its
 * primary action in view. Dialogs are checked in the journeys that open them; this file visits the
 * screens (and tabs) the others do not dwell on. With SCREENSHOTS_DIR set, it also saves each screen
 * at both widths there, for a person to look at (README: "Screenshots of every screen").
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { STORAGE_KEYS, type Locale, type Registration } from '@hackathon/contracts';
import { activeMentorWithTeams, adminToken, openSection, signedInAdminPage } from '../support/admin';
import { expectFitsPhoneWidth, expectNoSeriousA11yViolations, PHONE } from '../support/axe';
import { signedInBackOfficePage } from '../support/back-office';
import { demoRegionAdmin, demoSuperAdmin, demoTeam, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { api, newPage } from '../support/harness';
import { en, hi, keepAccountLanguage, startsWith } from '../support/i18n';

const DESKTOP = { width: 1366, height: 900 } as const;
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/** What failed on each screen: a test goes through all its screens, then reports them together. */
let problems: string[] = [];

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

describe.each<Locale>(['en', 'hi'])('every screen is accessible and fits a phone, in %s', (language) => {
  /** What a reader of this language sees for the English text or catalogue key (the catalogue's Hindi in Hindi). */
  const say = (textOrKey: string) => (language === 'en' ? en(textOrKey) : hi(textOrKey));

  /** axe at 1366 px, then at 360 px with the phone checks; each width's screenshot when asked. */
  async function checkScreen(page: Page, label: string, primary: Locator[] = []): Promise<void> {
    const named = `${label} (${language})`;
    if (language === 'hi') await page.waitForSelector('html[lang="hi"]', { timeout: 20_000 });
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousA11yViolations(page, named).catch((error: Error) => problems.push(error.message));
    await screenshot(page, label, DESKTOP.width);
    await page.setViewportSize(PHONE);
    for (const check of [() => expectFitsPhoneWidth(page, named, primary), () => expectNoSeriousA11yViolations(page, `${named} at ${PHONE.width} px`)]) {
      await check().catch((error: Error) => problems.push(error.message));
    }
    await screenshot(page, label, PHONE.width);
    await page.setViewportSize(DESKTOP);
  }

  async function screenshot(page: Page, label: string, width: number): Promise<void> {
    if (!SCREENSHOTS_DIR) return;
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    const name = `${language}-${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${width}.png`;
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, name), fullPage: true });
  }

  /** A signed-out page on a device that chose this language before it opened. */
  async function signedOutPage(): Promise<Page> {
    const page = await newPage();
    if (language === 'hi') await page.addInitScript(([key]) => localStorage.setItem(key!, 'hi'), [STORAGE_KEYS.language]);
    return page;
  }

  /**
   * After signing in (in English), the device switches to this language, as a reader's restored
   * choice does; the demo account's own language is left as it was (keepAccountLanguage).
   */
  async function inLanguage(page: Page): Promise<Page> {
    if (language === 'en') return page;
    await keepAccountLanguage(page);
    await page.evaluate(([key]) => localStorage.setItem(key!, 'hi'), [STORAGE_KEYS.language]);
    await page.reload();
    await page.waitForSelector('html[lang="hi"]', { timeout: 20_000 });
    return page;
  }

  test('public pages', async () => {
    const page = await signedOutPage();
    const screens: Array<[string, (page: Page) => Locator[]]> = [
      ['/', (p) => [p.getByRole('link', { name: say('Register your school') })]],
      ['/rulebook', () => []],
      ['/register', (p) => [p.getByRole('button', { name: say('Find School') })]],
      ['/login', (p) => [p.getByRole('button', { name: say('Sign in'), exact: true })]],
      ['/team-login', (p) => [p.getByRole('button', { name: say('Sign in'), exact: true })]],
      ['/region-admin-login', (p) => [p.getByRole('button', { name: say('Sign in'), exact: true })]],
      ['/forgot-password', () => []],
      ['/reset-password', () => []],
      ['/reset-team-password', () => []],
      ['/verify-email', () => []],
      ['/success', () => []],
      ['/registration-closed', () => []],
      ['/mentor-invitation', () => []],
      ['/mentor-invitation?token=from-the-mail', (p) => [p.getByRole('button', { name: say('public.mentorInvitation.submit') })]],
      ['/judge-invitation?token=from-the-mail', (p) => [p.getByRole('button', { name: say('public.mentorInvitation.submit') })]],
      // a certificate's verification (issue 28): the form; a code's answer needs an issued certificate (the certificates journey)
      ['/verify', (p) => [p.getByRole('button', { name: say('public.certificateVerify.submit'), exact: true })]],
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
    await page.setViewportSize(PHONE);
    const checkMenu = async (label: string, english: string) => {
      const item = say(english);
      await page.getByRole('button', { name: say('Open menu') }).click();
      await expectVisible(page.getByRole('button', { name: item }).or(page.getByRole('link', { name: item })).first());
      await expectNoSeriousA11yViolations(page, `${label} (${language})`).catch((error: Error) => problems.push(error.message));
      await page.keyboard.press('Escape');
      await expectVisible(page.getByRole('button', { name: say('Open menu') }));
    };
    const school = await verifiedSchoolAdmin();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');
    await inLanguage(page);
    await checkMenu('menu on /mentor-team (school admin)', 'Logout');
    await page.getByRole('button', { name: say('Open menu') }).click();
    await page.getByRole('button', { name: say('Logout') }).or(page.getByRole('link', { name: say('Logout') })).first().click();
    await visit(page, '/');
    await checkMenu('menu on / (signed out)', 'Timeline');
    expectNoProblems();
  });

  test('school admin: every tab of /mentor-team', async () => {
    const school = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');
    await inLanguage(page);
    for (const english of ['Mentors', 'Teams', 'Password Change', 'Payment Info', 'Schedule', 'Guidelines']) {
      const tab = page.getByRole('tab', { name: startsWith(say(english)) });
      await tab.click();
      await expectVisible(page.getByRole('tabpanel').filter({ visible: true }).first());
      await checkScreen(page, `/mentor-team ${english}`, [tab]);
    }
    // /school-dashboard shows the same dashboard
    await page.goto('/school-dashboard');
    await expectVisible(page.getByRole('tab', { name: startsWith(say('Mentors')) }));
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
    await inLanguage(page);
    await expectVisible(page.getByRole('region', { name: say('Resources') }));
    await checkScreen(page, '/simple-team');
    await visit(page, '/team-dashboard');
    const nav = page.getByRole('navigation', { name: say('Team dashboard sections') });
    // by key: 'FAQ' is said two ways in Hindi (a tab here, the FAQ's region label)
    for (const key of ['team.sections.dashboard', 'team.sections.students', 'team.sections.faq', 'team.sections.content', 'team.sections.assignment'] as const) {
      await nav.getByRole('tab', { name: startsWith(say(key)) }).click();
      await checkScreen(page, `/team-dashboard ${key}`);
    }
    expectNoProblems();
  });

  test('mentor: /mentor-dashboard with its teams', async () => {
    const { mentor } = await activeMentorWithTeams(2, 2);
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, mentor.email, mentor.password);
    await expectPath(page, '/mentor-dashboard');
    await inLanguage(page);
    await expectVisible(page.getByRole('article').nth(1));
    await checkScreen(page, '/mentor-dashboard', [page.getByRole('button', { name: say('team.mentorPortal.refresh') })]);
    expectNoProblems();
  });

  // the sections in two halves: data grids take axe a few seconds each
  const ADMIN_SECTIONS = [
    ['overview', 'registration', 'teams', 'phases', 'students'],
    ['schools', 'mentors', 'notifications', 'payment-verification', 'activity'],
  ];
  test.each(ADMIN_SECTIONS)('admin: /dashboard sections %s, %s, %s, %s, %s', async (...keys: string[]) => {
    const page = await inLanguage(await signedInAdminPage());
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
    const page = await inLanguage(await signedInAdminPage());
    await visit(page, `/registration/${id}`);
    await checkScreen(page, '/registration/:id');
    await visit(page, `/edit-registration/${id}`);
    await checkScreen(page, '/edit-registration/:id', [page.getByRole('button', { name: say('Save Changes') })]);
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
    const page = await inLanguage(await signedInBackOfficePage(account(), path));
    for (const label of tabs) {
      const tab = page.getByRole('tab', { name: say(label), exact: true });
      await tab.click();
      await expectVisible(page.getByRole('tabpanel'));
      await checkScreen(page, `${path} ${label}`, [tab]);
    }
    expectNoProblems();
  });
});
