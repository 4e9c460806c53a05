/**
 * Issue 27: a judged round from end to end. The admin imports 6 judges from a CSV (one row
 * refused), edits the default rubric's weights and creates a round for the 12 phase-1 teams of
 * three schools with 3 judges each, previews the assignment (no judge of a team's own school;
 * loads 6 each) and applies it; two judges score on a 390 px screen (one saves a draft, reloads
 * and submits; the other declares a conflict and the team goes to another judge); the rest is
 * scored through the API; the admin sees the disagreement flag, publishes and promotes the top 2
 * of the round per category; a team sees its score and the judges' comments.
 */
import { DEFAULT_RUBRIC, JUDGING_MSG, type JudgeAssignment, type MyAssignments } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { openSection, schoolWithTeams, signedInAdminPage } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectPath, expectVisible, signInOnLoginPage, toastText } from '../support/flows';
import { signInToken } from '../support/fixtures';
import { api, extractLink, mailTo, newPage, strongPassword } from '../support/harness';

const PHONE = { width: 390, height: 844 };

interface Judge {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** The judge sets its password through the mailed link (API) and signs in (API): its token. */
async function activateJudge(name: string, email: string): Promise<Judge> {
  const link = new URL(extractLink(await mailTo(email, { subject: 'judge' }), '/judge-invitation'));
  const password = strongPassword();
  const accepted = await api('/judge-invitations/accept', { body: { token: link.searchParams.get('token'), newPassword: password } });
  if (accepted.status !== 200) throw new Error(`POST /judge-invitations/accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  return { name, email, password, token: await signInToken(email, password) };
}

async function sheetsOf(judge: Judge): Promise<JudgeAssignment[]> {
  const res = await api<MyAssignments>('/judging/my-assignments', { token: judge.token });
  if (res.status !== 200) throw new Error(`GET /judging/my-assignments answered ${res.status}`);
  return res.body.data!.rounds.flatMap((round) => round.assignments);
}

/** Every criterion at `share` of its maximum (half points). */
const scoresAt = (share: number) => Object.fromEntries(DEFAULT_RUBRIC.map((c) => [c.key, Math.round(c.max * share * 2) / 2]));

async function scoreOnPhone(page: Page, share: number): Promise<void> {
  for (const criterion of DEFAULT_RUBRIC) {
    await page.getByRole('spinbutton', { name: new RegExp(`^${criterion.name.en}`) }).fill(String(Math.round(criterion.max * share * 2) / 2));
  }
}

describe('judging a round', () => {
  test('import judges, plan a balanced round, score on a phone, declare a conflict, publish, promote, and the team reads its result', async () => {
    const stamp = Date.now().toString(36);
    // ---- three schools, twelve phase-1 teams (8 junior, 4 senior)
    const a = await schoolWithTeams(4, { category: 'jr', stamp: `${stamp}a` });
    const b = await schoolWithTeams(4, { category: 'sr', stamp: `${stamp}b` });
    const c = await schoolWithTeams(4, { category: 'jr', stamp: `${stamp}c` });
    const schoolCodes = [a, b, c].map((s) => s.school.school.kvCode);

    // ---- the admin imports the judges: 6 rows to create, 1 refused (no email)
    const admin = await signedInAdminPage();
    await openSection(admin, 'judges');
    const names = Array.from({ length: 6 }, (_, i) => `Judge ${stamp} ${i + 1}`);
    const emails = names.map((_, i) => `judge.${stamp}.${i + 1}@judges.test`);
    const csv = [
      'name,email,organisation,expertise,homeRegion,schoolCode',
      ...names.map((name, i) => `${name},${emails[i]},Org ${stamp},AI,,${i === 0 ? schoolCodes[0] : ''}`),
      `Nameless ${stamp},,Org ${stamp},AI,,`,
    ].join('\n');
    await admin.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = admin.getByRole('dialog', { name: 'Import Judges from CSV' });
    await importDialog.locator('input[type="file"]').setInputFiles({ name: 'judges.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expectVisible(importDialog.getByText('6 to create'));
    await expectVisible(importDialog.getByText('1 refused'));
    await importDialog.getByRole('button', { name: 'Apply Import' }).click();
    await expectVisible(toastText(admin, /6 judges created, 1 row refused/));
    await admin.keyboard.press('Escape');
    await importDialog.waitFor({ state: 'detached' });
    const judges: Judge[] = [];
    for (let i = 0; i < 6; i++) judges.push(await activateJudge(names[i]!, emails[i]!));

    // ---- the round: 12 teams of the three schools, 3 judges each, the default rubric with its first weight raised
    await openSection(admin, 'judging');
    await admin.getByRole('button', { name: 'New round' }).click();
    const form = admin.getByRole('dialog');
    await form.locator('#round-name').fill(`Regional ${stamp}`);
    for (const code of schoolCodes) {
      await form.locator('#round-schoolCodes').fill(code);
      await form.locator('#round-schoolCodes').press('Enter');
    }
    for (let i = 0; i < 6; i++) {
      await form.locator('#round-judgeIds').click();
      await form.locator('#round-judgeIds').fill(`Org ${stamp}`);
      await admin.getByRole('option').first().waitFor();
      await admin.getByRole('option').first().click();
    }
    await expectVisible(form.getByText('6 judges chosen'));
    await form.locator('#round-criteria-0-weight').fill('4');
    await form.locator('#round-deadline').fill('2030-12-01T17:00');
    await form.getByLabel('Share comments with teams').check();
    await form.getByRole('button', { name: 'Create round' }).click();
    await expectVisible(toastText(admin, JUDGING_MSG.roundCreated));

    // ---- the plan first (nothing saved), then applied
    await admin.getByRole('button', { name: 'Preview assignment' }).click();
    await expectVisible(admin.getByText('Preview: nothing is saved yet'));
    await expectVisible(admin.getByText('Same-school pairs: 0'));
    await expectNoSeriousA11yViolations(admin, 'the Judging section (assignment preview)');
    await expectVisible(admin.getByText('6 to 6'));
    await admin.getByRole('button', { name: 'Apply assignment' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Apply assignment' }).click();
    await expectVisible(toastText(admin, JUDGING_MSG.planApplied));
    for (const judge of judges) expect(await sheetsOf(judge)).toHaveLength(6);
    // the judge teaching at school A has none of A's teams
    const aTeams = new Set(a.teams.map((team) => team.teamId));
    expect((await sheetsOf(judges[0]!)).some((sheet) => aTeams.has(sheet.team.teamId))).toBe(false);

    // ---- judge 2 on a phone: a draft, a reload, then the submit
    const phone = await newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto('/login');
    await signInOnLoginPage(phone, judges[1]!.email, judges[1]!.password);
    await expectPath(phone, '/judge');
    const [first] = await sheetsOf(judges[1]!);
    await phone.getByText(first!.team.teamName, { exact: true }).click();
    await scoreOnPhone(phone, 0.7);
    await expectNoSeriousA11yViolations(phone, '/judge (a sheet, 390 px)');
    await phone.getByLabel('Comment to the team (optional)').fill('A clear problem and a working model.');
    await phone.getByRole('button', { name: 'Save draft' }).click();
    await expectVisible(toastText(phone, 'Draft saved'));
    await phone.reload();
    await expectVisible(phone.getByRole('spinbutton', { name: new RegExp(`^${DEFAULT_RUBRIC[0]!.name.en}`) }));
    expect(await phone.getByRole('spinbutton', { name: new RegExp(`^${DEFAULT_RUBRIC[0]!.name.en}`) }).inputValue()).toBe('7');
    await phone.getByRole('button', { name: 'Submit' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expectVisible(toastText(phone, 'Score submitted'));
    expect((await sheetsOf(judges[1]!)).find((s) => s._id === first!._id)!.state).toBe('submitted');

    // ---- judge 3 on a phone: it knows a team, which goes to another judge
    const other = await newPage();
    await other.setViewportSize(PHONE);
    await other.goto('/login');
    await signInOnLoginPage(other, judges[2]!.email, judges[2]!.password);
    await expectPath(other, '/judge');
    const [known] = await sheetsOf(judges[2]!);
    await other.getByText(known!.team.teamName, { exact: true }).click();
    await other.getByRole('button', { name: 'I know this team' }).click();
    const conflict = other.getByRole('dialog', { name: 'Declare a conflict of interest' });
    await conflict.getByLabel(/^Reason/).fill('My neighbour mentors this team');
    await conflict.getByRole('button', { name: 'Declare conflict' }).click();
    await expectVisible(toastText(other, JUDGING_MSG.conflictDeclared));
    expect((await sheetsOf(judges[2]!)).map((s) => s._id)).not.toContain(known!._id);

    // ---- the rest through the API: the first team of B gets a wide spread (one judge low, two high)
    const wide = b.teams[0]!.teamId;
    let lowGiven = false;
    for (const judge of judges) {
      for (const sheet of (await sheetsOf(judge)).filter((s) => s.state !== 'submitted')) {
        const low = sheet.team.teamId === wide && !lowGiven;
        if (low) lowGiven = true;
        const share = sheet.team.teamId === wide ? (low ? 0.1 : 0.9) : 0.5 + (sheet.team.teamName.length % 5) / 10;
        const res = await api(`/judging/assignments/${sheet._id}`, {
          method: 'PUT',
          token: judge.token,
          body: { scores: scoresAt(share), comment: `Keep going, ${sheet.team.teamName}`, submit: true, submissionId: crypto.randomUUID() },
        });
        expect(res.status).toBe(200);
      }
    }

    // ---- results: the flag, then the publish (mean), then the top 2 of the round per category
    await admin.getByRole('tab', { name: 'Results' }).click();
    await expectVisible(admin.getByText(/^Review: judges disagree on 1 team/));
    await admin.getByRole('button', { name: 'Publish results' }).click();
    const publish = admin.getByRole('dialog');
    await publish.getByRole('radio', { name: /mean/i }).check();
    // the confirm waits a few seconds before it lets the publish go
    const go = publish.getByRole('button', { name: 'Publish', exact: true });
    await go.waitFor({ state: 'visible', timeout: 15_000 });
    await go.click();
    await expectVisible(toastText(admin, JUDGING_MSG.published(12)));

    await openSection(admin, 'phases');
    await admin.getByRole('button', { name: 'Promote top N' }).click();
    const promote = admin.getByRole('dialog', { name: 'Promote top N' });
    await promote.locator('#promote-top-n').fill('2');
    await promote.locator('#promote-top-round').click();
    await admin.getByRole('option', { name: `Regional ${stamp}` }).click();
    await promote.getByRole('button', { name: 'Preview' }).click();
    const promoteButton = promote.getByRole('button', { name: /^Promote \d+ teams?$/ });
    await expectVisible(promoteButton);
    await promoteButton.click();
    await admin.getByRole('dialog').last().getByRole('button', { name: /^Promote \d+ teams?$/ }).click();
    await promote.waitFor({ state: 'detached' });

    // ---- the team with the wide spread reads its score, rank and the judges' comments
    const team = await newPage();
    await team.goto('/team-login');
    await team.getByLabel(/^Team ID/i).fill(wide);
    await team.getByLabel(/^Password/).fill(b.teams[0]!.password);
    await team.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(team, '/simple-team');
    await team.goto('/team-dashboard');
    await expectVisible(team.getByText(`Regional ${stamp}`));
    await expectVisible(team.getByText(/^Score: \d+ \/ 100$/));
    await expectVisible(team.getByText(/^Rank in category: \d+$/));
    await expectVisible(team.getByText(`Keep going, ${b.teams[0]!.teamName}`).first());
  });
});
