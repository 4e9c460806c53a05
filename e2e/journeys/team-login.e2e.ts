/** A team signs in with its Team ID and lands on /simple-team. */
import { MSG } from '@hackathon/contracts';
import { demoTeam } from '../support/fixtures';
import { expectPath, expectVisible } from '../support/flows';
import { newPage } from '../support/harness';

describe('team sign-in', () => {
  test('Team ID + password -> /simple-team with the team info', async () => {
    const team = demoTeam();
    const page = await newPage();
    await page.goto('/team-login');
    await page.getByLabel(/^Team ID/i).fill(team.teamId);
    await page.getByLabel(/^Password/).fill(team.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expectPath(page, '/simple-team');
    await expectVisible(page.getByText(team.teamId));
    if (team.teamName) await expectVisible(page.getByText(team.teamName));
    // the team session is kept under teamData (participant spec, local storage keys)
    const stored = await page.evaluate(() => localStorage.getItem('teamData'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ teamId: team.teamId, role: 'team' });
  });

  test('a wrong team password is refused', async () => {
    const team = demoTeam();
    const page = await newPage();
    await page.goto('/team-login');
    await page.getByLabel(/^Team ID/i).fill(team.teamId);
    await page.getByLabel(/^Password/).fill(`${team.password}x`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(page.getByText(MSG.teamLoginFailedCredentials));
    expect(new URL(page.url()).pathname).toBe('/team-login');
  });
});
