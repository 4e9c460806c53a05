/**
 * The admin unlocks mentors and teams on the back-office overview; a new school admin then adds
 * 2 mentors and 4 teams through the dialogs (then Add New Team is disabled with the limit's message), edits
 * a team and deletes one through the confirmation dialog.
 */
import { API_MSG } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { demoAdmin, setLocks, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, selectOption, signInOnLoginPage, toastText } from '../support/flows';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';
import { newPage } from '../support/harness';

async function addMentor(page: Page, n: number, stamp: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New Mentor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Mentor' });
  await expectVisible(dialog);
  await dialog.getByLabel(/^Teacher ID/).fill(`T-${stamp}-${n}`);
  await dialog.getByLabel(/^Name/).fill(`Mentor ${n} Sharma`);
  await dialog.getByLabel(/^Designation/).fill('PGT Computer Science');
  await selectOption(dialog, /^Gender/, n % 2 ? 'Female' : 'Male');
  await dialog.getByLabel(/^Contact Number/).fill(`9${String(Date.now()).slice(-7)}${n}${n}`);
  await dialog.getByLabel(/^Email/).fill(`mentor${n}.${stamp}@example.com`);
  if (n === 1) await expectNoSeriousA11yViolations(page, 'Add New Mentor dialog', DIALOG);
  await dialog.getByRole('button', { name: 'Add Mentor' }).click();
  await expectVisible(toastText(page, API_MSG.mentorCreated));
  await dialog.waitFor({ state: 'detached' });
}

/** Fills the Add New Team dialog with one member (the leader) and presses Create Team. */
async function submitNewTeam(page: Page, name: string, studentId: string, check = false): Promise<void> {
  await page.getByRole('button', { name: 'Add New Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Team' });
  await expectVisible(dialog);
  await dialog.getByLabel(/^Team Name/).fill(name);
  await dialog.getByLabel(/^Password/).fill('Team-pass-42');
  const member = dialog.getByRole('group', { name: 'Member 1' });
  await member.getByLabel(/^Student Name/).fill('Ravi Kumar');
  await member.getByLabel(/^Student ID/).fill(studentId);
  await selectOption(member, /^Class/, 'Class 9');
  await member.getByLabel(/^Father's Name/).fill('Mohan Kumar');
  await selectOption(member, /^Gender/, 'Male');
  if (check) await expectNoSeriousA11yViolations(page, 'Add New Team dialog', DIALOG);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
}

describe('school admin manages mentors and teams', () => {
  beforeAll(async () => {
    // the spec's default: locked (another journey may have left it either way)
    await setLocks({ mentorsLocked: true, teamsLocked: true });
  });

  test('admin unlocks -> 2 mentors, 4 teams (then full), edit a team, delete one', async () => {
    // ---- the admin unlocks mentors and teams on /dashboard
    const admin = demoAdmin();
    const adminPage = await newPage();
    await adminPage.goto('/login');
    await signInOnLoginPage(adminPage, admin.email, admin.password);
    await expectPath(adminPage, '/dashboard');
    const settings = adminPage.getByRole('region', { name: 'Event settings' });
    for (const [label, area] of [['Mentors locked', 'Mentors'], ['Teams locked', 'Teams']] as const) {
      // enabled: the switches are disabled (and read unlocked) until the settings have loaded
      const name = new RegExp(`^${label}`);
      const toggle = settings.getByRole('switch', { name, disabled: false }).or(settings.getByRole('checkbox', { name, disabled: false }));
      await expectVisible(toggle);
      expect(await toggle.first().isChecked()).toBe(true);
      // a click, not uncheck(): the switch turns once the server has saved it, after uncheck() has looked
      await toggle.first().click();
      await expectVisible(toastText(adminPage, API_MSG.eventLockChanged(area, false)));
      expect(await toggle.first().isChecked()).toBe(false);
    }
    await expectNoSeriousA11yViolations(adminPage, '/dashboard overview, mentors and teams unlocked');
    await adminPage.context().close();

    // ---- a new school admin on /mentor-team
    const school = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');
    await expectVisible(page.getByRole('tab', { name: /^Mentors \(0\/2\)/ }));
    expect(await page.getByTestId('mentors-locked-banner').count()).toBe(0);

    const stamp = Date.now().toString(36);
    await addMentor(page, 1, stamp);
    await addMentor(page, 2, stamp);
    await expectVisible(page.getByRole('tab', { name: /^Mentors \(2\/2\)/ }));
    await expectVisible(page.getByText('Mentor 1 Sharma'));
    await expectVisible(page.getByText('Mentor 2 Sharma'));
    await expectNoSeriousA11yViolations(page, '/mentor-team Mentors (2/2)');

    // ---- 4 teams, then Add New Team is disabled with the limit's message
    await page.getByRole('tab', { name: /^Teams/ }).click();
    for (let n = 1; n <= 4; n += 1) {
      await submitNewTeam(page, `Coders ${stamp} ${n}`, `ST${stamp}${n}`.toUpperCase(), n === 1);
      await expectVisible(toastText(page, API_MSG.teamCreated));
      await page.getByRole('dialog', { name: 'Add New Team' }).waitFor({ state: 'detached' });
      await expectVisible(page.getByRole('tab', { name: new RegExp(`^Teams \\(${n}/4\\)`) }));
    }
    // full: the button says so before any form is filled (issue 24); the server still refuses a 5th (api tests)
    expect(await page.getByRole('button', { name: 'Add New Team' }).isDisabled()).toBe(true);
    await expectVisible(page.getByTestId('teams-full-hint').filter({ hasText: API_MSG.maxTeamsReached }));
    await expectVisible(page.getByRole('tab', { name: /^Teams \(4\/4\)/ }));
    await expectNoSeriousA11yViolations(page, '/mentor-team Teams (4/4)');

    // ---- edit team 1's name
    await page.getByRole('button', { name: `Edit Coders ${stamp} 1` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team' });
    await expectVisible(edit);
    await expectNoSeriousA11yViolations(page, 'Edit Team dialog', DIALOG);
    await edit.getByLabel(/^Team Name/).fill(`Renamed ${stamp}`);
    await edit.getByRole('button', { name: 'Update Team' }).click();
    await expectVisible(toastText(page, API_MSG.teamUpdated));
    await edit.waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('heading', { name: `Renamed ${stamp}` }));

    // ---- delete team 2: typed text and the 5 s countdown
    await page.getByRole('button', { name: `Delete Coders ${stamp} 2` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Team' });
    await expectVisible(confirm);
    await expectNoSeriousA11yViolations(page, 'Delete Team dialog', DIALOG);
    const deleteButton = confirm.getByRole('button', { name: /^Delete/ });
    expect(await deleteButton.isDisabled()).toBe(true);
    await confirm.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    // still counting down right after typing
    expect(await deleteButton.textContent()).toMatch(/^Delete \(\d\)$/);
    expect(await deleteButton.isDisabled()).toBe(true);
    // the countdown ends within 5 s; the click then waits for the button to be enabled
    const ready = confirm.getByRole('button', { name: 'Delete', exact: true });
    await ready.waitFor({ state: 'visible', timeout: 8_000 });
    await ready.click();
    await expectVisible(toastText(page, API_MSG.teamDeleted));
    await confirm.waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('tab', { name: /^Teams \(3\/4\)/ }));
    expect(await page.getByRole('heading', { name: `Coders ${stamp} 2` }).count()).toBe(0);
  });
});
