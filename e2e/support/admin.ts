/**
 * What the admin back-office journeys share: the admin signed in on one page, the sections of
 * /dashboard, a school of their own with teams (set up through the API), the Activity check, and
 * a small reader of the quoted CSV the exports write.
 */
import { activityActionLabel, type ActivityEntry, type Paginated } from '@hackathon/contracts';
import type { Locator, Page } from 'playwright-core';
import { createTeam, demoAdmin, setLocks, signInToken, strongPassword, verifiedSchoolAdmin, type CreatedTeam, type SchoolAdmin } from './fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from './flows';
import { api, extractLink, mailTo, newPage } from './harness';

/** The admin signs in on /login (as a person does) and lands on /dashboard. */
export async function signedInAdminPage(): Promise<Page> {
  const admin = demoAdmin();
  const page = await newPage();
  await page.goto('/login');
  await signInOnLoginPage(page, admin.email, admin.password);
  await expectPath(page, '/dashboard');
  return page;
}

/** The admin's bearer token (state a journey is not about goes through the API). */
export async function adminToken(): Promise<string> {
  const admin = demoAdmin();
  return signInToken(admin.email, admin.password);
}

/** Opens a section through the sidebar (same page, no reload) and waits for its region. */
export async function openSection(page: Page, key: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: /admin/i }).or(page.locator('nav:has([data-section])'));
  await nav.first().locator(`[data-section="${key}"]`).click();
  // the default section (overview) has no ?section= in the address
  await page.waitForURL((url) => (url.searchParams.get('section') ?? 'overview') === key);
  await expectVisible(page.getByTestId(`section-${key}`));
}

/** The list's search box (its accessible name is its placeholder). */
export function searchBox(page: Page) {
  return page.locator('input[type="search"]').first();
}

/** Picks `option` in a list's dropdown filter (a combobox named by the filter's label). */
export async function chooseFilter(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A data grid row holding `text` (the grid renders rows as role=row). */
export function gridRow(page: Page, text: string | RegExp) {
  return page.getByRole('row').filter({ hasText: text });
}

/** A school admin of a new school with `count` teams (teams unlocked first). */
export async function schoolWithTeams(
  count: number,
  options: { category?: 'jr' | 'sr'; stamp?: string } = {},
): Promise<{ school: SchoolAdmin; token: string; teams: CreatedTeam[] }> {
  await setLocks({ teamsLocked: false, mentorsLocked: false });
  const school = await verifiedSchoolAdmin();
  const token = await signInToken(school.email, school.password);
  const teams: CreatedTeam[] = [];
  const stamp = options.stamp ?? Date.now().toString(36);
  for (let n = 1; n <= count; n += 1) {
    teams.push(await createTeam(school, token, { category: options.category, teamName: `T${stamp} ${n}` }));
  }
  return { school, token, teams };
}

/** POST /mentors as the school admin: an active mentor of that school. */
export async function createMentor(school: SchoolAdmin, token: string, name: string): Promise<{ _id: string; name: string; email: string }> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const res = await api<{ _id: string; name: string }>('/mentors', {
    token,
    body: {
      teacherId: `T-${stamp}`.slice(0, 20),
      name,
      designation: 'PGT Computer Science',
      gender: 'female',
      contactNumber: `9${String(Date.now()).slice(-9)}`,
      emailId: `mentor.${stamp}@example.com`,
      schoolCode: school.school.kvCode,
    },
  });
  if (res.status !== 201 || !res.body.data) throw new Error(`POST /mentors answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { _id: res.body.data._id, name, email: `mentor.${stamp}@example.com` };
}

/** GET /admin/activity (filters as the Activity section sends them). */
export async function activityEntries(token: string, query: Record<string, string>): Promise<ActivityEntry[]> {
  const res = await api<Paginated<ActivityEntry>>(`/admin/activity?${new URLSearchParams({ limit: '100', ...query })}`, { token });
  if (res.status !== 200 || !res.body.data) throw new Error(`GET /admin/activity answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.items;
}

/**
 * The Activity section, filtered as a person filters it (the school code box, or the Record
 * dropdown), shows a row for each of these actions (by their labels).
 */
export async function expectActivityShows(
  page: Page,
  filter: { schoolCode?: string; record?: string },
  actions: readonly string[],
): Promise<void> {
  await openSection(page, 'activity');
  const section = page.getByTestId('section-activity');
  if (filter.schoolCode) await section.getByLabel('School code').fill(filter.schoolCode);
  if (filter.record) await chooseFilter(section, 'Record', filter.record);
  // the filter reaches the grid once the debounced request has answered: every row then matches it
  const grid = section.getByRole('grid');
  if (filter.schoolCode) {
    await expectVisible(grid.getByRole('row').filter({ hasText: filter.schoolCode }));
  }
  for (const action of actions) {
    await expectVisible(grid.getByRole('gridcell', { name: activityActionLabel(action), exact: true }));
  }
}

// ---------------------------------------------------------------- CSV

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The token of the invitation link in the latest mentor invitation mail to `email` (real SMTP). */
export async function mentorInvitationLink(email: string): Promise<string> {
  return extractLink(await mailTo(email, { subject: 'mentor account' }), '/mentor-invitation');
}

/**
 * An active mentor of a new school, assigned to `assigned` of its `count` teams (set up through the
 * API: created, invited by mail, password set through the invitation's token).
 */
export async function activeMentorWithTeams(
  count: number,
  assigned: number,
): Promise<{ school: SchoolAdmin; token: string; teams: CreatedTeam[]; mentor: { _id: string; name: string; email: string; password: string } }> {
  const { school, token, teams } = await schoolWithTeams(count);
  const mentor = await createMentor(school, token, 'Kavita Sharma');
  for (const team of teams.slice(0, assigned)) {
    const res = await api(`/teams/${team._id}`, { method: 'PUT', token, body: { assignedMentor: mentor._id } });
    if (res.status !== 200) throw new Error(`PUT /teams/${team._id} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  const link = new URL(await mentorInvitationLink(mentor.email));
  const password = strongPassword();
  const accepted = await api('/mentor-invitations/accept', { body: { token: link.searchParams.get('token'), newPassword: password } });
  if (accepted.status !== 200) throw new Error(`POST /mentor-invitations/accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  return { school, token, teams, mentor: { ...mentor, password } };
}
