/**
 * The event morning (issue 25, "Bulk work"): the admin approves 20 pending registrations at once,
 * chosen by a search and a filter (the 20 are this file's own: registered through the API first,
 * their addresses sharing a tag), after a preview that counts them and names the first schools;
 * the Activity section shows the bulk approval. Then the super admin marks Senior Day 1 Present
 * for a district's schools in one step, previewed (how many schools, which day, how many change)
 * and audited. The district is one the schedule journey does not touch (it uses page 2 of the
 * list), and its Senior Day 1 marks are put back afterwards.
 */
import {
  BULK_MSG,
  MSG,
  type ActivityEntry,
  type AdminRegistrationsPage,
  type AdminSchoolsPage,
  type Registration,
  type RegistrationBulkResult,
  type ScheduleFilters,
  type SchedulePage,
  type ScheduleRecord,
} from '@hackathon/contracts';
import { activityEntries, adminToken, chooseFilter, expectActivityShows, openSection, searchBox, signedInAdminPage } from '../support/admin';
import { signedInBackOfficePage, superAdminToken } from '../support/back-office';
import { demoSuperAdmin } from '../support/fixtures';
import { expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

const COUNT = 20;

interface OwnRegistration {
  id: string;
  kvCode: string;
  kvName: string;
}

/**
 * COUNT new pending registrations of unregistered directory schools (the admin registers them as
 * Edit Registration's create does), each address holding `tag`: the list's search finds exactly them.
 */
async function pendingRegistrations(token: string, tag: string): Promise<OwnRegistration[]> {
  // from the end of the directory: the other journeys claim their free schools from its start
  const res = await api<AdminSchoolsPage>(`/admin/schools?${new URLSearchParams({ registration: 'not_registered', sort: 'schoolCode', order: 'desc', limit: '100' })}`, { token });
  if (res.status !== 200 || !res.body.data) throw new Error(`GET /admin/schools answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  const made: OwnRegistration[] = [];
  for (const school of res.body.data.schools) {
    if (made.length === COUNT) break;
    const created = await api<Registration>('/registration', {
      token,
      body: { schoolCode: school.schoolCode, fullName: `Principal ${made.length + 1}`, email: `bulk.${tag}.${made.length + 1}@example.com`, contactNumber: `98${String(Date.now()).slice(-6)}${String(made.length).padStart(2, '0')}` },
    });
    // another journey took the school meanwhile: the next one
    if (created.status === 409) continue;
    if (created.status !== 201 || !created.body.data) throw new Error(`POST /registration answered ${created.status}: ${JSON.stringify(created.body).slice(0, 300)}`);
    expect(created.body.data.registrationStatus).toBe('pending');
    made.push({ id: created.body.data._id, kvCode: created.body.data.kvCode, kvName: created.body.data.kvName });
  }
  if (made.length < COUNT) throw new Error(`Only ${made.length} of ${COUNT} unregistered schools could be registered.`);
  return made;
}

/** A district whose schedules (2 to 12 schools, none on the schedule journey's page) have a Senior Day 1 not yet Present. */
async function districtGroup(token: string): Promise<{ district: string; schools: ScheduleRecord[] }> {
  const pageTwo = await api<SchedulePage>('/region-admin/schooltimes?limit=100&page=2', { token });
  const taken = new Set((pageTwo.body.data?.schooltimes ?? []).map((row) => row.kvCode));
  const filters = await api<ScheduleFilters>('/region-admin/schooltimes/filters', { token });
  if (filters.status !== 200 || !filters.body.data) throw new Error(`GET /region-admin/schooltimes/filters answered ${filters.status}`);
  for (const district of filters.body.data.districts) {
    const res = await api<SchedulePage>(`/region-admin/schooltimes?${new URLSearchParams({ district, limit: '100' })}`, { token });
    const schools = res.body.data?.schooltimes ?? [];
    if (schools.length < 2 || schools.length > 12 || schools.some((row) => taken.has(row.kvCode))) continue;
    if (schools.some((row) => row.SRDAY1 !== 'P')) return { district, schools };
  }
  throw new Error('No district of 2 to 12 schedules with a Senior Day 1 not yet Present.');
}

describe('bulk work on the event morning', () => {
  /** Senior Day 1 as the demo data had it, put back after the test. */
  let restore: ScheduleRecord[] = [];
  afterAll(async () => {
    if (restore.length === 0) return;
    const token = await superAdminToken();
    for (const row of restore) {
      await api(`/schedule/${encodeURIComponent(row.kvCode)}/attendance`, { method: 'PUT', token, body: { category: 'sr', day: 1, present: row.SRDAY1 === 'P' } });
    }
  });

  test('the admin bulk-approves 20 filtered registrations (previewed, audited); the super admin marks Day 1 Present for a district (previewed, audited)', async () => {
    const token = await adminToken();
    const tag = `bk${Date.now().toString(36)}`;
    const own = await pendingRegistrations(token, tag);
    const byCode = [...own].sort((a, b) => a.kvCode.localeCompare(b.kvCode, 'en'));

    // ---- Registration Management: the 20, by the search and the Pending filter
    const page = await signedInAdminPage();
    await openSection(page, 'registration');
    const section = page.getByTestId('section-registration');
    await searchBox(page).fill(tag);
    await chooseFilter(section, 'Registration Status', 'Pending');
    await expectVisible(section.getByTestId('data-view-showing').filter({ hasText: `Showing ${COUNT} of ${COUNT}` }));

    // ---- Approve, with nothing selected: every registration matching the search and filter
    await section.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Registrations' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('radio', { name: `All ${COUNT} registrations matching the current search and filters` }));
    expect(await dialog.getByRole('radio', { name: `All ${COUNT} registrations matching the current search and filters` }).isChecked()).toBe(true);
    await expectVisible(dialog.getByTestId('bulk-filters').filter({ hasText: `Search "${tag}"` }).filter({ hasText: 'Registration Status: Pending' }));
    const preview = dialog.getByTestId('bulk-preview');
    await expectVisible(preview.getByText(BULK_MSG.registrationsPreview({ action: 'approve', changes: COUNT, skipped: 0 })));
    await expectVisible(preview.getByText(`Their status now: Pending: ${COUNT}`));
    const sample = preview.getByRole('list', { name: 'Registrations that will change' });
    await expectVisible(sample.getByText(`${byCode[0]!.kvName} (${byCode[0]!.kvCode})`));
    await expectVisible(sample.getByText(`${byCode[9]!.kvName} (${byCode[9]!.kvCode})`));
    await expectVisible(preview.getByText(`and ${COUNT - 10} more`));
    await expectNoSeriousA11yViolations(page, 'Approve Registrations dialog with its preview', DIALOG);
    // the preview changed nothing
    const still = await api<AdminRegistrationsPage>(`/admin/registrations?${new URLSearchParams({ search: tag, limit: '100' })}`, { token });
    expect(still.body.data!.registrations.every((row) => row.registrationStatus === 'pending')).toBe(true);

    await dialog.getByRole('button', { name: `Approve ${COUNT} registrations` }).click();
    await expectVisible(toastText(page, BULK_MSG.registrationsApplied({ action: 'approve', changes: COUNT, skipped: 0 })));
    await dialog.waitFor({ state: 'detached' });
    // none of them is pending any more: the filtered list is empty
    await expectVisible(section.getByText(MSG.noRegistrationsFound));

    const after = await api<AdminRegistrationsPage>(`/admin/registrations?${new URLSearchParams({ search: tag, limit: '100' })}`, { token });
    expect(after.body.data!.registrations.map((row) => row._id).sort()).toEqual(own.map((r) => r.id).sort());
    expect(after.body.data!.registrations.every((row) => row.registrationStatus === 'approved')).toBe(true);

    // the same approval again is no error: all 20 skipped, nothing written twice
    const again = await api<RegistrationBulkResult>('/admin/registrations/bulk-status', { token, body: { action: 'approve', filter: { search: tag }, confirm: true } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ selected: COUNT, changes: 0, skipped: COUNT });

    // ---- audited: one entry per registration, with who and the batch's size
    const audited: ActivityEntry[] = [];
    for (const registration of own) {
      const entries = await activityEntries(token, { schoolCode: registration.kvCode, entityType: 'registration' });
      audited.push(...entries.filter((entry) => entry.entityId === registration.id && entry.action === 'registration.updated'));
    }
    expect(audited).toHaveLength(COUNT);
    for (const entry of audited) {
      expect(entry).toMatchObject({ actorRole: 'admin', reason: BULK_MSG.registrationsAudit('approve', COUNT), before: { registrationStatus: 'pending' }, after: { registrationStatus: 'approved' } });
    }
    await expectActivityShows(page, { schoolCode: byCode[0]!.kvCode }, ['registration.updated']);
    await expectVisible(page.getByTestId('section-activity').getByRole('gridcell', { name: BULK_MSG.registrationsAudit('approve', COUNT), exact: true }));

    // ---- Schedule & Attendance (super admin): a district's schools, Senior Day 1 Present
    const superToken = await superAdminToken();
    const group = await districtGroup(superToken);
    restore = group.schools;
    const changing = group.schools.filter((row) => row.SRDAY1 !== 'P');
    const skipped = group.schools.length - changing.length;

    const board = await signedInBackOfficePage(demoSuperAdmin(), '/super-admin-dashboard');
    await board.getByRole('tab', { name: 'Schedule & Attendance', exact: true }).click();
    await board.waitForURL((url) => url.searchParams.get('tab') === 'schedule');
    const panel = board.getByTestId('tab-schedule');
    await expectVisible(panel.getByRole('heading', { name: 'Schedule & Attendance' }));
    await chooseFilter(panel, 'District', group.district);
    const n = group.schools.length;
    await expectVisible(panel.getByTestId('data-view-showing').filter({ hasText: `Showing ${n} of ${n}` }));

    await panel.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark a Day Present' }).click();
    const mark = board.getByRole('dialog', { name: 'Mark Attendance: Present' });
    await expectVisible(mark);
    // Senior, Day 1 and the whole filtered group are the defaults
    expect(await mark.getByRole('radio', { name: `All ${n} schools matching the current search and filters` }).isChecked()).toBe(true);
    await expectVisible(mark.getByTestId('bulk-filters').filter({ hasText: `District: ${group.district}` }));
    const markPreview = mark.getByTestId('bulk-preview');
    await expectVisible(markPreview.getByText(BULK_MSG.attendancePreview({ category: 'sr', day: 1, present: true, changes: changing.length, skipped })));
    const first = changing[0]!;
    await expectVisible(markPreview.getByText(`${first.kvName} (${first.kvCode}): Absent → Present`));
    await expectNoSeriousA11yViolations(board, 'Mark Attendance dialog with its preview', DIALOG);

    const schoolsWord = changing.length === 1 ? 'school' : 'schools';
    await mark.getByRole('button', { name: `Mark Senior Day 1 Present for ${changing.length} ${schoolsWord}` }).click();
    await expectVisible(toastText(board, BULK_MSG.attendanceApplied({ category: 'sr', day: 1, present: true, changes: changing.length, skipped })));
    await mark.waitFor({ state: 'detached' });
    // every card of the group shows Senior Day 1 Present (the list was read again)
    for (const row of group.schools) {
      await expectVisible(panel.locator(`[data-attendance="${row.kvCode}-SRDAY1"]`).filter({ hasText: 'Day 1: Present' }));
    }
    const marked = await api<SchedulePage>(`/region-admin/schooltimes?${new URLSearchParams({ district: group.district, limit: '100' })}`, { token: superToken });
    expect(marked.body.data!.schooltimes.every((row) => row.SRDAY1 === 'P')).toBe(true);

    // ---- audited: one entry per school that changed, by the super admin, with the batch's size
    for (const row of changing) {
      const entries = (await activityEntries(token, { schoolCode: row.kvCode, action: 'schedule.attendance_marked' })).filter((entry) => entry.actorRole === 'super_admin');
      expect(entries[0]).toMatchObject({
        entityId: row.kvCode,
        reason: BULK_MSG.attendanceAudit({ category: 'sr', day: 1, present: true, changes: changing.length }),
        after: { SRDAY1: 'P' },
      });
    }
    await expectActivityShows(page, { schoolCode: first.kvCode }, ['schedule.attendance_marked']);
  });
});
