/**
 * The school admin sets a team's new password in the Password Change tab (available while teams
 * are locked) and the team signs in with it on /team-login.
 */
import { MSG } from '@hackathon/contracts';
import { createTeam, setLocks, signInToken, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, selectOption, signInOnLoginPage, toastText } from '../support/flows';
import { api, newPage, strongPassword } from '../support/harness';
import { expectNoSeriousA11yViolations } from '../support/axe';

describe('team password change', () => {
  test('Password Change tab -> the team signs in with the new password', async () => {
    const school = await verifiedSchoolAdmin();
    const token = await signInToken(school.email, school.password);
    await setLocks({ teamsLocked: false });
    const team = await createTeam(school, token);
    // the spec: password change stays available while team management is locked
    await setLocks({ teamsLocked: true });

    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');
    await page.getByRole('tab', { name: 'Password Change' }).click();
    const panel = page.getByRole('region', { name: 'Team Password Change' });
    await expectVisible(panel);

    const newPassword = strongPassword();
    await selectOption(panel, /^Select Team/, new RegExp(team.teamId));
    await panel.getByLabel(/^New Password/).fill(newPassword);
    await panel.getByLabel(/^Confirm Password/).fill(newPassword);
    await expectNoSeriousA11yViolations(page, '/mentor-team Password Change, filled');
    await panel.getByRole('button', { name: 'Update Password' }).click();
    await expectVisible(toastText(page, MSG.teamPasswordUpdated));

    // the old password no longer works; the new one does, on the team's sign-in page
    const old = await api('/teams/login', { body: { teamId: team.teamId, password: team.password } });
    expect(old.status).toBe(401);
    const teamPage = await newPage();
    await teamPage.goto('/team-login');
    await teamPage.getByLabel(/^Team ID/i).fill(team.teamId);
    await teamPage.getByLabel(/^Password/).fill(newPassword);
    await teamPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(teamPage, '/simple-team');
    await expectVisible(teamPage.getByText(team.teamName));
  });
});
