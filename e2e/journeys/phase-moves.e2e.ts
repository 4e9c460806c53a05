/**
 * Issue 25, "Moves you can trust": the admin selects three teams of a school of the journey's own
 * in Phase Management and promotes them; the confirmation names the three (Team ID and name)
 * before anything moves; Undo puts exactly those teams back (audited). Then a fourth team is
 * promoted from its own window in the Teams section, with the same confirmation.
 */
import { PHASE_MOVE_MSG, PHASE_MSG, type Paginated, type PhaseTeam } from '@hackathon/contracts';
import { activityEntries, adminToken, chooseFilter, gridRow, openSection, schoolWithTeams, searchBox, signedInAdminPage } from '../support/admin';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';
import { expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';

describe('admin: phase moves you can trust', () => {
  test('promote 3 teams after a confirmation naming them -> undo -> promote one from its own window', async () => {
    const stamp = Date.now().toString(36);
    // four new teams of a new school: nothing of the demo data is moved
    const { school, teams } = await schoolWithTeams(4, { stamp });
    const [first, second, third, fourth] = teams;
    const moved = [first!, second!, third!];
    const token = await adminToken();
    const phasesOf = async () => {
      const res = await api<Paginated<PhaseTeam>>(`/teams/phases/list?search=T${stamp}&limit=100`, { token });
      expect(res.status).toBe(200);
      return new Map(res.body.data!.items.map((team) => [team.teamName, team]));
    };

    // ---- Phase Management narrowed to the journey's teams (still in Phase 1)
    const page = await signedInAdminPage();
    await openSection(page, 'phases');
    const section = page.getByTestId('section-phases');
    await searchBox(page).fill(`T${stamp}`);
    await chooseFilter(section, 'Phase', 'Phase 1');
    for (const team of teams) await expectVisible(gridRow(page, team.teamName));

    // ---- select three, Promote: the confirmation says how many and which, nothing has moved yet
    for (const team of moved) await gridRow(page, team.teamName).getByRole('checkbox').check();
    await expectVisible(page.getByTestId('selected-count').filter({ hasText: '3 selected' }));
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Promote to Phase 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Promote to Phase 2: 3 teams' });
    await expectVisible(confirm);
    const listed = confirm.getByRole('list', { name: 'Teams to move' }).getByRole('listitem');
    await expectVisible(listed.first());
    expect((await listed.allTextContents()).sort()).toEqual(moved.map((team) => `${team.teamName} (${team.teamId})`).sort());
    await expectNoSeriousA11yViolations(page, 'phase move confirmation', DIALOG);
    for (const team of teams) expect((await phasesOf()).get(team.teamName)?.currentPhase).toBe(1);

    await confirm.getByRole('button', { name: 'Promote to Phase 2', exact: true }).click();
    await expectVisible(toastText(page, PHASE_MSG.applied('promote-phase2', 3, 0)));
    await confirm.waitFor({ state: 'detached' });
    const undo = page.getByTestId('phase-move-undo');
    await expectVisible(undo);
    let now = await phasesOf();
    for (const team of moved) expect(now.get(team.teamName)).toMatchObject({ status: 'ACTIVE', currentPhase: 2 });
    expect(now.get(fourth!.teamName)?.currentPhase).toBe(1);

    // ---- Undo: exactly the three are back in Phase 1, each audited
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expectVisible(toastText(page, PHASE_MOVE_MSG.undone(3)));
    await undo.waitFor({ state: 'detached' });
    for (const team of teams) await expectVisible(gridRow(page, team.teamName).filter({ hasText: 'Phase 1' }));
    now = await phasesOf();
    for (const team of teams) expect(now.get(team.teamName)).toMatchObject({ status: 'ACTIVE', currentPhase: 1, phase1Qualified: false });
    const trail = await activityEntries(token, { schoolCode: school.school.kvCode, action: 'phase' });
    expect(trail.filter((entry) => entry.action === 'phase.promoted_phase2')).toHaveLength(3);
    expect(trail.filter((entry) => entry.action === 'phase.move_undone').map((entry) => entry.entityId).sort()).toEqual(moved.map((team) => team._id).sort());

    // ---- the fourth team, from its own window (Teams section)
    await openSection(page, 'teams');
    await searchBox(page).fill(fourth!.teamName);
    const row = gridRow(page, fourth!.teamName);
    await expectVisible(row);
    await row.first().click();
    const detail = page.getByRole('dialog', { name: new RegExp(`^${fourth!.teamName} \\(`) });
    await expectVisible(detail);
    // an active Phase 1 team: promote and score, no demote
    await expectVisible(detail.getByRole('button', { name: `Score ${fourth!.teamName}` }));
    expect(await detail.getByRole('button', { name: 'Demote', exact: true }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Promote to Phase 2', exact: true }).click();
    const single = page.getByRole('dialog', { name: 'Promote to Phase 2: 1 team' });
    await expectVisible(single);
    await expectVisible(single.getByRole('listitem').filter({ hasText: `${fourth!.teamName} (${fourth!.teamId})` }));
    await single.getByRole('button', { name: 'Promote to Phase 2', exact: true }).click();
    await expectVisible(toastText(page, PHASE_MSG.applied('promote-phase2', 1, 0)));
    await single.waitFor({ state: 'detached' });
    // the window follows: the team is in Phase 2 now, so it offers Demote, and the undo
    await expectVisible(detail.getByRole('button', { name: 'Demote', exact: true }));
    await expectVisible(detail.getByTestId('phase-move-undo'));
    now = await phasesOf();
    expect(now.get(fourth!.teamName)).toMatchObject({ status: 'ACTIVE', currentPhase: 2 });
    for (const team of moved) expect(now.get(team.teamName)?.currentPhase).toBe(1);
  });
});
