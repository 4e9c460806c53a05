/**
 * The public remote (every sign-in page) is down: the shell shows its own minimal sign-in form on
 * /login, /team-login and /region-admin-login (docs/adr/0007), so people can still sign in.
 * This file runs its own portal, with the demo data (for a school admin and a team of its own data
 * folder), whose /remotes.json points mfe_public at a separate static server that it stops.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG } from '@hackathon/contracts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_CREDENTIALS_FILE, remoteFallbackText } from '../support/fixtures';
import { expectPath, expectVisible, toastText } from '../support/flows';
import { newPage } from '../support/harness';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { startPortal, type Portal } from '../support/portal';
import { startRemoteServer, type RemoteServer } from '../support/remote-server';

/** The shell's notice above its form (shell/src/fallback-sign-in/FallbackSignIn.tsx). */
const NOTICE = 'The full sign-in page could not be loaded right now. You can still sign in here.';

interface DemoCredentials {
  schoolAdmins: Array<{ email: string; password: string }>;
  teams: Array<{ teamId: string; teamName: string; password: string }>;
}

describe('signing in while the public remote is down', () => {
  let mail: MailCatcher;
  let remote: RemoteServer;
  let portal: Portal;
  let demo: DemoCredentials;

  beforeAll(async () => {
    mail = await startMailCatcher();
    remote = await startRemoteServer('mfe-public');
    portal = await startPortal({ smtpUrl: mail.smtpUrl, env: remote.env });
    // the demo seed's verified school admins and teams of this portal's own data folder
    demo = JSON.parse(readFileSync(join(portal.dataDir, DEMO_CREDENTIALS_FILE), 'utf8')) as DemoCredentials;
    await remote.stop();
  });

  afterAll(async () => {
    await portal?.stop();
    await remote?.stop();
    await mail?.stop();
  });

  test('a school admin signs in on the shell\'s own form at /login, by keyboard, and lands home', async () => {
    const admin = demo.schoolAdmins[0]!;
    const page = await newPage({ baseURL: portal.url });
    await page.goto('/login');
    await expectVisible(page.getByText(NOTICE));
    await expectVisible(page.getByRole('heading', { name: 'School Admin Login' }));
    // not the generic panel, and not the real page's extras that need mfe_public
    expect(await page.getByText(remoteFallbackText('mfe_public')).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'fallback sign-in /login');

    // the catalogue's messages, as on the real page
    const email = page.getByLabel(/^Email/);
    await expect(email.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('alert').filter({ hasText: MSG.fillAllFields }));

    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${admin.password}x`);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('alert'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoSeriousA11yViolations(page, 'fallback sign-in /login with an error');

    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByLabel(/^Password/).press('Enter');
    await expectPath(page, '/mentor-team');
    await expectVisible(toastText(page, MSG.loginSuccess));
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ role: 'school_admin' });
  });

  test('a team signs in on /team-login and reaches /simple-team', async () => {
    const team = demo.teams[0]!;
    const page = await newPage({ baseURL: portal.url });
    await page.goto('/team-login');
    await expectVisible(page.getByText(NOTICE));
    await expectVisible(page.getByRole('heading', { name: 'Team Login' }));
    await expectNoSeriousA11yViolations(page, 'fallback sign-in /team-login');

    await page.getByLabel(/^Team ID/).fill(team.teamId);
    await page.getByLabel(/^Password/).fill(team.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/simple-team');
    await expectVisible(toastText(page, MSG.welcomeTeam(team.teamName)));
    const stored = await page.evaluate(() => localStorage.getItem('teamData'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ teamId: team.teamId, role: 'team' });
  });

  test('other public pages show the generic panel; the sign-in pages link to each other', async () => {
    const page = await newPage({ baseURL: portal.url });
    await page.goto('/');
    await expectVisible(page.getByText(remoteFallbackText('mfe_public')));
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await page.goto('/region-admin-login');
    await expectVisible(page.getByRole('heading', { name: 'KVS Admin Login' }));
    await expectVisible(page.getByLabel(/^Username/));
    await page.getByRole('link', { name: 'Back to main login' }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { name: 'School Admin Login' }));
  });
});
