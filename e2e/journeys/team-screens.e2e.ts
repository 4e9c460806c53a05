/**
 * A team signs in and sees its credentials (the password as it typed it), its schedule and the
 * resources on /simple-team; /team-dashboard shows its real phase and rank (GET /standings/me).
 */
import { CATEGORY_LABEL, type TeamStanding } from '@hackathon/contracts';
import { demoTeamWithEmail } from '../support/fixtures';
import { expectPath, expectVisible } from '../support/flows';
import { api, newPage } from '../support/harness';

const PHASE_LABEL = (phase: number) => (phase >= 3 ? 'Finalist' : phase === 2 ? 'Phase 2' : 'Phase 1');

describe('the team screens', () => {
  test('/simple-team credentials, schedule, resources -> /team-dashboard phase and rank', async () => {
    const team = demoTeamWithEmail();
    const page = await newPage();
    await page.goto('/team-login');
    await page.getByLabel(/^Team ID/i).fill(team.teamId);
    await page.getByLabel(/^Password/).fill(team.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/simple-team');

    // credentials: the team email, and the password as typed at this sign-in (masked until shown)
    const credentials = page.getByRole('region', { name: 'Team login credentials' });
    await expectVisible(credentials.getByText('Team Email'));
    await expectVisible(credentials.getByText(team.email, { exact: true }));
    expect(await credentials.getByText(team.password, { exact: true }).count()).toBe(0);
    await credentials.getByRole('button', { name: 'Show password' }).click();
    await expectVisible(credentials.getByText(team.password, { exact: true }));

    // the schedule panel of the team's category: loaded or 'not available', never an error
    const schedule = page.getByRole('region', { name: 'Hackathon schedule' });
    await expectVisible(schedule.getByRole('heading', { name: /^Hackathon Schedule \((Junior|Senior)/ }));
    await expectVisible(schedule.getByText(/cohort|Schedule Not Available/).first());
    expect(await schedule.getByRole('alert').filter({ hasText: /failed/i }).count()).toBe(0);

    // the resources of the spec (the walkthrough video and the feedback form join them once the organisers publish their links)
    const resources = page.getByRole('region', { name: 'Resources' });
    for (const name of ['Bootcamp Guidelines', 'LMS Walkthrough', 'Assessment Guidelines']) {
      await expectVisible(resources.getByRole('heading', { name, exact: true }));
    }

    // /team-dashboard: the same phase and rank the API gives the team
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const standing = await api<TeamStanding>('/standings/me', { token: token ?? undefined });
    expect(standing.status).toBe(200);
    const me = standing.body.data as TeamStanding;
    expect(me.teamId).toBe(team.teamId);

    await page.goto('/team-dashboard');
    const status = page.getByRole('region', { name: 'Competition status' });
    await expectVisible(status.getByText(`Current phase: ${PHASE_LABEL(me.currentPhase)}`, { exact: true }));
    await expectVisible(status.getByText(`Category: ${CATEGORY_LABEL[me.category]}`, { exact: true }));
    const rank = me.rank === null ? 'Not ranked' : `#${me.rank} of ${me.rankedTeams}`;
    const statistics = page.getByRole('region', { name: 'Statistics' });
    await expectVisible(statistics.getByText(`Rank among ${CATEGORY_LABEL[me.category]} teams`));
    await expectVisible(statistics.getByText(rank, { exact: true }));
    await expectVisible(statistics.getByText(String(me.totalScore), { exact: true }));
    const phases = page.getByRole('region', { name: 'Competition phases' });
    expect(await phases.locator('[data-phase]').count()).toBe(3);
  });
});
