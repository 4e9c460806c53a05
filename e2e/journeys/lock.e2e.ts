/**
 * With mentors and teams locked by the admin, the school dashboard's Add buttons answer with the
 * spec's locked toasts, and the server refuses a direct call whatever the client does.
 */
import { MSG } from '@hackathon/contracts';
import { setLocks, signInToken, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage, toastText } from '../support/flows';
import { api, newPage } from '../support/harness';

describe('locked mentor and team management', () => {
  beforeAll(async () => {
    await setLocks({ mentorsLocked: true, teamsLocked: true });
  });

  test('the Add buttons give the locked toasts and POST /api/teams is refused', async () => {
    const school = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');

    await expectVisible(page.getByTestId('mentors-locked-banner'));
    await page.getByRole('button', { name: 'Add New Mentor' }).click();
    await expectVisible(toastText(page, MSG.mentorAddLocked));
    expect(await page.getByRole('dialog', { name: 'Add New Mentor' }).count()).toBe(0);

    await page.getByRole('tab', { name: /^Teams/ }).click();
    await expectVisible(page.getByTestId('teams-locked-banner'));
    await page.getByRole('button', { name: 'Add New Team' }).click();
    await expectVisible(toastText(page, MSG.teamAddLocked));
    expect(await page.getByRole('dialog', { name: 'Add New Team' }).count()).toBe(0);

    // the client is not the guard: the same request straight to the API is refused
    const token = await signInToken(school.email, school.password);
    const created = await api('/teams', {
      token,
      body: {
        teamName: 'Sneaky Team',
        password: 'Team-pass-42',
        category: 'jr',
        schoolCode: school.school.kvCode,
        members: [{ studentId: 'SNEAKY1', name: 'Ravi Kumar', class: 9, fathersName: 'Mohan Kumar', gender: 'male', isLeader: true }],
      },
    });
    expect(created.status).toBeGreaterThanOrEqual(400);
    expect(created.status).toBeLessThan(500);
    expect(created.body).toMatchObject({ success: false, message: MSG.teamAddLocked });
    const teams = await api<unknown[]>(`/teams/school/${encodeURIComponent(school.school.kvCode)}`, { token });
    expect(teams.body.data).toEqual([]);
  });
});
