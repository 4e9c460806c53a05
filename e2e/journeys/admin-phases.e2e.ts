/**
 * Phase Management: the admin narrows the table to three teams of a school set up through the
 * API, promotes all three to Phase 2 in one bulk action, scores one of them low, and
 * auto-eliminates the Phase 2 teams below a threshold after the preview names the team. The
 * Activity section lists the promotions, the score and the elimination.
 */
import { PHASE_MSG, type AutoEliminateResult, type Paginated, type PhaseTeam } from '@hackathon/contracts';
import { activityEntries, adminToken, chooseFilter, expectActivityShows, gridRow, openSection, schoolWithTeams, searchBox, signedInAdminPage } from '../support/admin';
import { expectVisible, selectOption, toastText } from '../support/flows';
import { api } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

const THRESHOLD = 30;
const LOW_SCORE = 15;

describe('admin: phases', () => {
  test('bulk-promote three teams to Phase 2 -> score one -> auto-eliminate below a threshold after the preview', async () => {
    const stamp = Date.now().toString(36);
    const { school, teams } = await schoolWithTeams(3, { stamp });
    const token = await adminToken();
    // the demo data's Phase 2 scores start at 40: what else would be eliminated below the threshold now
    const before = await api<AutoEliminateResult>('/teams/phases/auto-eliminate', { token, body: { threshold: THRESHOLD, phase: 2 } });
    expect(before.status).toBe(200);
    const others = before.body.data!.total;

    // ---- the table narrowed to the three teams (search by their names' stamp, Phase 1 filter)
    const page = await signedInAdminPage();
    await openSection(page, 'phases');
    await searchBox(page).fill(`T${stamp}`);
    await chooseFilter(page.getByTestId('section-phases'), 'Phase', 'Phase 1');
    for (const team of teams) await expectVisible(gridRow(page, team.teamName));
    await expectVisible(page.getByTestId('data-view-showing').filter({ hasText: /\b3\b/ }));

    // ---- one bulk action for all three
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expectVisible(page.getByTestId('selected-count').filter({ hasText: '3 selected' }));
    await expectNoSeriousA11yViolations(page, 'Phases with the bulk bar');
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Promote to Phase 2' }).click();
    // the move is confirmed first, naming the three (issue 25)
    const confirm = page.getByRole('dialog', { name: 'Promote to Phase 2: 3 teams' });
    await expectVisible(confirm);
    await confirm.getByRole('button', { name: 'Promote to Phase 2', exact: true }).click();
    await expectVisible(toastText(page, PHASE_MSG.applied('promote-phase2', 3, 0)));
    await expectVisible(page.getByTestId('selected-count').filter({ hasText: '0 selected' }));

    // the Phase 1 filter now shows none of them; Phase 2 shows the three
    await chooseFilter(page.getByTestId('section-phases'), 'Phase', 'Phase 2');
    for (const team of teams) await expectVisible(gridRow(page, team.teamName).filter({ hasText: 'Phase 2' }));

    // ---- score the first one low
    const low = teams[0];
    await page.getByRole('button', { name: `Score ${low.teamName}` }).click();
    const score = page.getByRole('dialog', { name: 'Update Score' });
    await expectVisible(score);
    await score.getByLabel(/^Score/).fill(String(LOW_SCORE));
    await expectNoSeriousA11yViolations(page, 'Update Score dialog', DIALOG);
    await score.getByRole('button', { name: 'Save Score' }).click();
    await expectVisible(toastText(page, PHASE_MSG.scoreUpdated));
    await score.waitFor({ state: 'detached' });
    await expectVisible(gridRow(page, low.teamName).getByRole('gridcell', { name: String(LOW_SCORE), exact: true }));

    // ---- auto-eliminate: the preview first (nothing changes), then confirm
    await page.getByRole('button', { name: 'Auto-Eliminate' }).click();
    const auto = page.getByRole('dialog', { name: 'Auto-Eliminate' });
    await expectVisible(auto);
    await auto.getByLabel(/^Score threshold/).fill(String(THRESHOLD));
    await selectOption(auto, /^Phase/, 'Phase 2');
    await auto.getByRole('button', { name: 'Preview' }).click();
    const expected = others + 1;
    await expectVisible(auto.getByText(PHASE_MSG.autoEliminatePreview(expected, 2, THRESHOLD)));
    await expectVisible(auto.getByRole('table', { name: 'Teams that would be eliminated' }).getByRole('row').filter({ hasText: low.teamName }));
    await expectNoSeriousA11yViolations(page, 'Auto-Eliminate dialog with its preview', DIALOG);
    const unchanged = await api<Paginated<PhaseTeam>>(`/teams/phases/list?search=T${stamp}&phase=2`, { token });
    expect(unchanged.body.data?.items.every((team) => team.status === 'ACTIVE')).toBe(true);
    await auto.getByRole('button', { name: `Confirm: eliminate ${expected} team${expected === 1 ? '' : 's'}` }).click();
    await expectVisible(toastText(page, PHASE_MSG.autoEliminated(expected, 2, THRESHOLD)));
    await auto.waitFor({ state: 'detached' });
    await expectVisible(gridRow(page, low.teamName).filter({ hasText: 'Eliminated' }));

    const now = await api<Paginated<PhaseTeam>>(`/teams/phases/list?search=T${stamp}`, { token });
    const byName = new Map(now.body.data!.items.map((team) => [team.teamName, team]));
    expect(byName.get(low.teamName)).toMatchObject({ status: 'ELIMINATED', currentPhase: 2, eliminationReason: PHASE_MSG.autoEliminationReason(2, THRESHOLD) });
    for (const team of teams.slice(1)) expect(byName.get(team.teamName)).toMatchObject({ status: 'ACTIVE', currentPhase: 2 });

    // ---- Activity: the school's promotions, the score and the elimination
    const entries = await activityEntries(token, { schoolCode: school.school.kvCode, action: 'phase' });
    expect(entries.filter((entry) => entry.action === 'phase.promoted_phase2')).toHaveLength(3);
    expect(entries.filter((entry) => entry.action === 'phase.score_updated')).toHaveLength(1);
    expect(entries.find((entry) => entry.action === 'phase.auto_eliminated')?.reason).toBe(PHASE_MSG.autoEliminationReason(2, THRESHOLD));
    await expectActivityShows(page, { schoolCode: school.school.kvCode }, ['phase.promoted_phase2', 'phase.score_updated', 'phase.auto_eliminated']);
  });
});
