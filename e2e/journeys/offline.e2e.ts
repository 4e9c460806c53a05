/**
 * Issue 29 (in part): honest offline. A team loads /simple-team, the network is cut (the browser
 * goes offline): the page says so with the time its data was loaded and keeps showing it; the
 * network comes back: the page reads its data again and the notice goes. A school admin's summary
 * card stops saying "Connected to the portal" while the network is down.
 */
import { demoTeamWithEmail, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage, signInOnTeamLoginPage } from '../support/flows';
import { newPage } from '../support/harness';

describe('offline, honestly', () => {
  test('a team keeps its last data with an offline notice and refreshes when the network returns', async () => {
    const team = demoTeamWithEmail();
    const page = await newPage();
    await signInOnTeamLoginPage(page, team.teamId, team.password);
    await expectVisible(page.getByRole('region', { name: 'Team login credentials' }));

    await page.context().setOffline(true);
    const notice = page.getByTestId('offline-notice');
    await expectVisible(notice);
    expect(await notice.textContent()).toMatch(/^Offline: showing (what was loaded at \d{1,2}:\d{2} (AM|PM)|the copy saved on this device at sign-in)\./);
    await expectVisible(page.getByRole('region', { name: 'Team login credentials' }));

    const reread = page.waitForResponse((res) => res.url().endsWith('/api/teamdata') && res.ok(), { timeout: 30_000 });
    await page.context().setOffline(false);
    await reread;
    await notice.waitFor({ state: 'detached' });
  });

  test("a school admin's status card says offline, not connected, while the network is down", async () => {
    const school = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');
    await expectVisible(page.getByText('Connected to the portal'));
    await page.context().setOffline(true);
    await expectVisible(page.getByText('Not connected: the network is down'));
    await expectVisible(page.getByTestId('offline-notice'));
    await page.context().setOffline(false);
    await expectVisible(page.getByText('Connected to the portal'));
  });
});
