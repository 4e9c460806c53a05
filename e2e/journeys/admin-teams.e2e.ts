/**
 * The admin fixes a team in Teams: the Edit Team dialog refuses a bad edit (no leader; a category
 * whose classes the members do not fit) with the rules' messages, then saves a good one; the
 * assign-mentor modal shows a FULL mentor that cannot be chosen, assigns another and removes it;
 * Mark Inactive. The Activity section lists each change. The school, its mentors and the mentor
 * that is FULL are set up through the API.
 */
import { MSG, type AdminTeamRow, type AdminTeamsPage } from '@hackathon/contracts';
import { activityEntries, adminToken, createMentor, expectActivityShows, gridRow, openSection, schoolWithTeams, searchBox, signedInAdminPage } from '../support/admin';
import { expectVisible, selectOption, toastText } from '../support/flows';
import { api } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

describe('admin: teams', () => {
  test('edit members (leader and class rules) -> assign and remove a mentor (FULL not selectable) -> mark inactive', async () => {
    // ---- a school with 3 junior teams and 2 mentors; mentor A already has 2 teams (FULL)
    const { school, token: schoolToken, teams } = await schoolWithTeams(3);
    const mentorA = await createMentor(school, schoolToken, `Anita Full ${Date.now().toString(36)}`);
    const mentorB = await createMentor(school, schoolToken, `Bhavna Free ${Date.now().toString(36)}`);
    const token = await adminToken();
    for (const team of teams.slice(0, 2)) {
      const res = await api(`/admin/teams/${team._id}`, { method: 'PUT', token, body: { assignedMentor: mentorA._id } });
      expect(res.status).toBe(200);
    }
    const target = teams[2];

    // ---- Teams: find the third team, open its details
    const page = await signedInAdminPage();
    await openSection(page, 'teams');
    await searchBox(page).fill(target.teamName);
    const row = gridRow(page, target.teamName);
    await expectVisible(row);
    await row.first().click();
    const detail = page.getByRole('dialog', { name: new RegExp(`^${target.teamName} \\(`) });
    await expectVisible(detail);
    await expectVisible(detail.getByText('Ravi Kumar'));
    await expectNoSeriousA11yViolations(page, 'team details dialog', DIALOG);

    // ---- Edit Team: a bad edit (no leader; Senior while the member is in class 9) is refused
    await detail.getByRole('button', { name: 'Edit Team' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team' });
    await expectVisible(edit);
    const member = edit.getByRole('group', { name: 'Member 1' });
    await member.getByRole('checkbox', { name: 'Team Leader' }).uncheck();
    await selectOption(edit, /^Category/, 'Senior (11th-12th)');
    await expectVisible(member.getByText(MSG.seniorClass));
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(edit.getByRole('alert').filter({ hasText: MSG.teamMustHaveOneLeader }));
    await expectVisible(member.getByText(MSG.seniorClass));
    expect(await edit.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Edit Team dialog with errors', DIALOG);

    // ---- the good edit: a leader again, a senior class
    await member.getByRole('checkbox', { name: 'Team Leader' }).check();
    await selectOption(member, /^Class/, 'Class 11');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toastText(page, MSG.adminTeamUpdated));
    await edit.waitFor({ state: 'detached' });
    await expectVisible(detail.getByRole('cell', { name: '11', exact: true }));
    await expectVisible(detail.getByText('Senior'));

    // ---- assign-mentor modal: A is FULL and cannot be chosen; assign B
    await detail.getByRole('button', { name: 'Assign Mentor' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Mentor' });
    await expectVisible(assign);
    const full = assign.getByRole('radio', { name: new RegExp(`^${mentorA.name} \\(.*FULL$`) });
    await expectVisible(full);
    expect(await full.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Assign Mentor dialog', DIALOG);
    await assign.getByRole('radio', { name: new RegExp(`^${mentorB.name} \\(`) }).click();
    await assign.getByRole('button', { name: 'Assign Mentor' }).click();
    await expectVisible(toastText(page, MSG.mentorAssigned));
    await assign.waitFor({ state: 'detached' });
    await expectVisible(detail.getByText(new RegExp(`^${mentorB.name} \\(`)));

    // ---- and remove it (assignedMentor null)
    await detail.getByRole('button', { name: 'Assign Mentor' }).click();
    await expectVisible(assign);
    await assign.getByRole('button', { name: 'Remove Mentor' }).click();
    await expectVisible(toastText(page, MSG.mentorRemoved));
    await assign.waitFor({ state: 'detached' });
    await expectVisible(detail.getByText('Unassigned'));

    // ---- Mark Inactive
    await detail.getByRole('button', { name: 'Mark Inactive' }).click();
    await expectVisible(toastText(page, MSG.teamStatusUpdated));
    await expectVisible(detail.getByRole('button', { name: 'Mark Active' }));
    await detail.getByRole('button', { name: 'Close' }).click();

    const listed = await api<AdminTeamsPage>(`/admin/teams?search=${encodeURIComponent(target.teamName)}`, { token });
    const saved = listed.body.data?.teams.find((team: AdminTeamRow) => team._id === target._id);
    expect(saved).toMatchObject({ status: 'INACTIVE', category: 'sr', assignedMentor: null });
    expect(saved?.members).toEqual([expect.objectContaining({ class: 11, isLeader: true })]);

    // ---- Activity: each change of the team, with the school's filter
    const actions = (await activityEntries(token, { schoolCode: school.school.kvCode, entityType: 'team' }))
      .filter((entry) => entry.entityId === target._id)
      .map((entry) => entry.action);
    expect(actions).toEqual(['team.status_changed', 'team.mentor_removed', 'team.mentor_assigned', 'team.updated', 'team.created']);
    await expectActivityShows(page, { schoolCode: school.school.kvCode }, ['team.updated', 'team.mentor_assigned', 'team.mentor_removed', 'team.status_changed']);
  });
});
