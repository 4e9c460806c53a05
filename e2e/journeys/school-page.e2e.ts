/**
 * One page per school (issue 25). The admin opens a demo school's page from the Schools list (its
 * name is a link, by click and by keyboard): the registration, the payment history with its
 * verdict, the mentors, the teams with their phases, the attendance by day and the latest
 * Activity; Escape closes it and the address keeps the section. At 360 px its sections stack
 * without a sideways scroll. A region admin opens a school of its own region from its Schools tab:
 * the same page, read-only (no action), and the API refuses it another region's school.
 *
 * Nothing is written: the schools are picked from the demo data through the API (reads only).
 */
import type { RegionSchoolSummary, SchoolPageData } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { adminToken, gridRow, openSection, searchBox, signedInAdminPage } from '../support/admin';
import { backOfficeToken, signedInBackOfficePage, summaryRows, superAdminToken } from '../support/back-office';
import { demoRegionAdmin, demoRegionAdmins } from '../support/fixtures';
import { expectVisible } from '../support/flows';
import { api } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

/** GET /school-page/{code} as `token`. */
async function schoolPage(token: string, code: string): Promise<{ status: number; page?: SchoolPageData }> {
  const res = await api<SchoolPageData>(`/school-page/${encodeURIComponent(code)}`, { token });
  return { status: res.status, page: res.body.data };
}

/** A school of `rows` whose page has mentors, teams, a decided proof of payment and some attendance marked. */
async function completeSchool(token: string, rows: RegionSchoolSummary[]): Promise<SchoolPageData> {
  for (const row of rows.slice(0, 80)) {
    const { status, page } = await schoolPage(token, row.kvCode);
    if (status !== 200 || !page) continue;
    const marked = page.schedule && ['SRDAY1', 'SRDAY2', 'JRDAY1', 'JRDAY2'].some((day) => page.schedule![day as 'SRDAY1']?.trim());
    if (page.mentors.length > 0 && page.teams.length > 0 && page.payments.some((p) => p.verdict) && marked) return page;
  }
  throw new Error('No demo school with mentors, teams, a decided payment and attendance among the first 80 with a payment');
}

/** The school page over the dashboard. */
const schoolDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#school-page-title') });

async function expectSchoolShown(page: Page, school: SchoolPageData): Promise<void> {
  const dialog = schoolDialog(page);
  await expectVisible(dialog.getByRole('heading', { level: 1, name: school.school.schoolName }));
  const mentor = school.mentors[0]!;
  await expectVisible(dialog.getByTestId('school-page-mentors').getByText(`${mentor.name} (${mentor.mentorId})`));
  for (const team of school.teams) {
    await expectVisible(dialog.locator(`[data-team="${team.teamId}"]`).getByText(`Phase ${team.currentPhase}`, { exact: false }));
  }
  const decided = school.payments.find((p) => p.verdict)!;
  const proof = dialog.locator(`[data-payment="${decided._id}"]`);
  await expectVisible(proof.getByText(decided.receiptNumber, { exact: false }));
  await expectVisible(proof.getByText(decided.verdict!.status === 'verified' ? /^Verified by / : /^Rejected by /));
  const attendance = dialog.getByTestId('school-page-attendance');
  await expectVisible(attendance.locator('[data-day="1"]'));
  await expectVisible(attendance.locator('[data-mark="present"], [data-mark="absent"]').first());
  await expectVisible(dialog.getByTestId('school-page-activity'));
}

describe('school page', () => {
  test('the admin opens a demo school from Schools (click and keyboard); its page at 360 px', async () => {
    const token = await adminToken();
    const withPayments = await summaryRows(await superAdminToken(), { payment: 'submitted', registration: 'registered' });
    const school = await completeSchool(token, withPayments);
    const code = school.school.schoolCode;

    // ---- Schools: search the code, click the school's name
    const page = await signedInAdminPage();
    await openSection(page, 'schools');
    await searchBox(page).fill(code);
    const row = gridRow(page, code).filter({ hasText: school.school.schoolName });
    await expectVisible(row);
    const link = row.getByRole('link', { name: school.school.schoolName });
    await link.click();
    await page.waitForURL((url) => url.searchParams.get('school') === code && url.searchParams.get('section') === 'schools');
    await expectSchoolShown(page, school);

    // the admin's actions stay where they are: links to them
    const dialog = schoolDialog(page);
    await expectVisible(dialog.getByRole('link', { name: 'Edit Registration' }));
    await expectVisible(dialog.getByRole('link', { name: 'Open the full Activity for this school' }));
    await expectNoSeriousA11yViolations(page, 'school page', DIALOG);

    // ---- Escape closes it and keeps the section; the link again, from the keyboard
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('school') === null && url.searchParams.get('section') === 'schools');
    await dialog.waitFor({ state: 'detached' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('school') === code);
    await expectVisible(schoolDialog(page).getByTestId('school-page-teams'));

    // ---- the address opens it on its own (a shared link), and the full Activity is filtered by the school
    await page.goto(`/dashboard?section=schools&school=${encodeURIComponent(code)}`);
    await expectSchoolShown(page, school);
    await schoolDialog(page).getByRole('link', { name: 'Open the full Activity for this school' }).click();
    await page.waitForURL((url) => url.searchParams.get('section') === 'activity' && url.searchParams.get('schoolCode') === code);
    await expectVisible(page.locator('input[data-filter="schoolCode"]'));
    expect(await page.locator('input[data-filter="schoolCode"]').inputValue()).toBe(code);

    // ---- 360 px: the sections stack, nothing needs a sideways scroll
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/dashboard?section=schools&school=${encodeURIComponent(code)}`);
    await expectSchoolShown(page, school);
    const [registration, payments] = await Promise.all(
      ['school-page-registration', 'school-page-payments'].map((id) => schoolDialog(page).getByTestId(id).boundingBox()),
    );
    expect(payments!.y).toBeGreaterThan(registration!.y + registration!.height - 1);
    expect(Math.abs(payments!.x - registration!.x)).toBeLessThan(2);
    const overflow = await schoolDialog(page).evaluate((paper) => paper.scrollWidth - paper.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await schoolDialog(page).getByRole('button', { name: 'Close the school page' }).click();
    await page.waitForURL((url) => url.searchParams.get('school') === null);
  });

  test("a region admin opens a school of its region read-only, and is refused another region's", async () => {
    const admin = demoRegionAdmin();
    const token = await backOfficeToken(admin);
    const own = await summaryRows(token, { payment: 'submitted', registration: 'registered' });
    const school = await completeSchool(token, own);
    const code = school.school.schoolCode;

    // the server refuses another region's school (the same code, with another region's admin)
    const other = demoRegionAdmins().find((entry) => entry.region !== admin.region);
    if (!other) throw new Error('The demo data has one region admin only');
    expect((await schoolPage(await backOfficeToken(other), code)).status).toBe(403);

    // ---- the Schools tab's card: the school's name is a link to its page
    const page = await signedInBackOfficePage(admin, '/region-admin-dashboard');
    await page.getByRole('tab', { name: 'Schools', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'schools');
    const panel = page.getByTestId('tab-schools');
    await panel.locator('input[type="search"]').fill(code);
    const card = panel.getByTestId('readonly-card').filter({ hasText: code });
    await expectVisible(card);
    await card.getByRole('link', { name: school.school.schoolName }).click();
    await page.waitForURL((url) => url.searchParams.get('school') === code && url.searchParams.get('tab') === 'schools');
    await expectSchoolShown(page, school);

    // read-only: the note, and no action at all (the close button is the page's only button, no action link)
    const dialog = schoolDialog(page);
    await expectVisible(dialog.getByText('View-only access'));
    expect(await dialog.getByRole('button').count()).toBe(1);
    await expectVisible(dialog.getByRole('button', { name: 'Close the school page' }));
    expect(await dialog.getByRole('link', { name: 'Edit Registration' }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Registration details' }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Open the full Activity for this school' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'school page (region admin)', DIALOG);
    await dialog.getByRole('button', { name: 'Close the school page' }).click();
    await page.waitForURL((url) => url.searchParams.get('school') === null && url.searchParams.get('tab') === 'schools');
  });
});
