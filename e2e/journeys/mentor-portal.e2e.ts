/**
 * Issue 26: a school admin adds a mentor and assigns it two of the school's three teams; the
 * invitation arrives over real SMTP; the mentor sets a password through its link, signs in at
 * /login and sees exactly its two teams on /mentor-dashboard; the used link is refused; the school
 * admin deletes the mentor and the mentor's open tab is signed out on its next request.
 */
import { API_MSG } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { mentorInvitationLink, schoolWithTeams } from '../support/admin';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';
import { expectPath, expectVisible, selectOption, signInOnLoginPage, toastText } from '../support/flows';
import { newPage, strongPassword, uniqueEmail } from '../support/harness';

async function setPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel(/^New Password/).fill(password);
  await page.getByLabel(/^Confirm New Password/).fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
}

describe('the mentor portal', () => {
  test('invited by the school admin, the mentor sets a password, sees exactly its teams, and is signed out once deleted', async () => {
    const { school, teams } = await schoolWithTeams(3);
    const mentorName = `Kavita ${Date.now().toString(36)}`;
    const email = uniqueEmail('mentor');

    // ---- the school admin adds the mentor: the invitation goes out with it
    const admin = await newPage();
    await admin.goto('/login');
    await signInOnLoginPage(admin, school.email, school.password);
    await expectPath(admin, '/mentor-team');
    await admin.getByRole('button', { name: 'Add New Mentor' }).click();
    const add = admin.getByRole('dialog', { name: 'Add New Mentor' });
    await add.getByLabel(/^Teacher ID/).fill(`T-${Date.now().toString(36)}`);
    await add.getByLabel(/^Name/).fill(mentorName);
    await add.getByLabel(/^Designation/).fill('PGT Computer Science');
    await selectOption(add, /^Gender/, 'Female');
    await add.getByLabel(/^Contact Number/).fill(`9${String(Date.now()).slice(-9)}`);
    await add.getByLabel(/^Email/).fill(email);
    await add.getByRole('button', { name: 'Add Mentor' }).click();
    await expectVisible(toastText(admin, API_MSG.mentorCreated));
    await add.waitFor({ state: 'detached' });
    const card = admin.getByLabel(`Mentor ${mentorName}`);
    await expectVisible(card.getByText(/^Portal account: Invited on /));
    await expectVisible(card.getByRole('button', { name: `Resend invitation to ${mentorName}` }));

    // ---- and assigns it the first two teams, in the Edit Team dialog
    await admin.getByRole('tab', { name: /^Teams/ }).click();
    for (const team of teams.slice(0, 2)) {
      await admin.getByRole('button', { name: `Edit ${team.teamName}` }).click();
      const edit = admin.getByRole('dialog', { name: 'Edit Team' });
      await selectOption(edit, /^Mentor/, new RegExp(mentorName));
      await edit.getByRole('button', { name: 'Update Team' }).click();
      await expectVisible(toastText(admin, API_MSG.teamUpdated));
      await edit.waitFor({ state: 'detached' });
    }

    // ---- the mail's link: the mentor chooses a password, then signs in at /login
    const link = await mentorInvitationLink(email);
    const password = strongPassword();
    const mentor = await newPage();
    await setPassword(mentor, link, password);
    await expectVisible(mentor.getByRole('heading', { name: 'Your mentor account is ready' }));
    await mentor.getByRole('link', { name: 'Go to Login' }).click();
    await expectPath(mentor, '/login');
    await signInOnLoginPage(mentor, email, password);
    await expectPath(mentor, '/mentor-dashboard');
    await expectVisible(mentor.getByRole('heading', { name: mentorName }));
    await expectVisible(mentor.getByRole('heading', { name: 'My teams (2)' }));
    const cards = mentor.getByRole('article');
    expect(await cards.count()).toBe(2);
    for (const team of teams.slice(0, 2)) {
      const teamCard = mentor.getByRole('article', { name: `Team ${team.teamName}` });
      await expectVisible(teamCard.getByText(`Team ID: ${team.teamId}`));
      await expectVisible(teamCard.getByText('Current phase: Phase 1'));
      await expectVisible(teamCard.getByText(/^Rank in Junior: (#\d+ of \d+|Not ranked)$/));
    }
    expect(await mentor.getByText(teams[2]!.teamName).count()).toBe(0);
    await expectNoSeriousA11yViolations(mentor, '/mentor-dashboard');

    // ---- the link is single-use
    const again = await newPage();
    await setPassword(again, link, strongPassword());
    await expectVisible(again.getByRole('heading', { name: 'Invitation link not valid' }));
    await expectVisible(again.getByText(API_MSG.mentorInvitationInvalid));

    // ---- the school admin deletes the mentor: the mentor's open tab is signed out on its next request
    await admin.getByRole('tab', { name: /^Mentors/ }).click();
    await admin.getByRole('button', { name: `Delete ${mentorName}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete Mentor' });
    await expectNoSeriousA11yViolations(admin, 'Delete Mentor dialog', DIALOG);
    await confirm.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    const ready = confirm.getByRole('button', { name: 'Delete', exact: true });
    await ready.waitFor({ state: 'visible', timeout: 8_000 });
    await ready.click();
    await expectVisible(toastText(admin, API_MSG.mentorDeleted));

    await mentor.getByRole('button', { name: 'Refresh' }).click();
    await expectPath(mentor, '/login');
  });
});
