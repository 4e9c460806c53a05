/**
 * Schedule & Attendance (super admin): an attendance CSV of two real schools (their schedules read
 * through GET /region-admin/schooltimes), one row changing two days, the other with 'X' as an
 * attendance. The preview lists the change and the rejected row with its reason; Apply writes the
 * valid row only, and the school's card (and the table) shows the new attendance. Then one day is
 * marked from the screen (asked first) and the chip changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEDULE_CSV_COLUMNS, SCHEDULE_MSG, type SchedulePage, type ScheduleRecord } from '@hackathon/contracts';
import type { Locator, Page } from 'playwright-core';
import { signedInBackOfficePage, superAdminToken } from '../support/back-office';
import { demoSuperAdmin } from '../support/fixtures';
import { expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

const flip = (value: string | null) => (value === 'P' ? 'A' : 'P');
const word = (value: string | null) => (value === 'P' ? 'Present' : 'Absent');
const quote = (value: string | null) => `"${(value ?? '').replace(/"/g, '""')}"`;

function csvOf(records: ScheduleRecord[]): string {
  const lines = [SCHEDULE_CSV_COLUMNS.join(','), ...records.map((record) => SCHEDULE_CSV_COLUMNS.map((column) => quote(record[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

async function scheduleOf(token: string, kvCode: string): Promise<ScheduleRecord> {
  const res = await api<SchedulePage>(`/region-admin/schooltimes?${new URLSearchParams({ search: kvCode, limit: '100' })}`, { token });
  const record = res.body.data?.schooltimes.find((row) => row.kvCode === kvCode);
  if (!record) throw new Error(`No schedule for ${kvCode}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return record;
}

/** The list's search box; waits until the school's card is the one shown. */
async function showSchool(page: Page, panel: Locator, record: ScheduleRecord): Promise<Locator> {
  await panel.locator('input[type="search"]').fill(record.kvCode);
  await expectVisible(panel.getByTestId('data-view-showing').filter({ hasText: /^Showing 1 of 1$/ }));
  return panel.getByRole('article', { name: `${record.kvName} (${record.kvCode})` });
}

describe('schedule & attendance', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'e2e-schedule-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('import a CSV with a bad row (preview, Apply), then mark a day from the screen', async () => {
    // ---- two schools with complete schedules (every column filled: the file changes only what we flip)
    const token = await superAdminToken();
    const listed = await api<SchedulePage>('/region-admin/schooltimes?limit=100&page=2', { token });
    expect(listed.status).toBe(200);
    const complete = listed.body.data!.schooltimes.filter((row) => SCHEDULE_CSV_COLUMNS.every((column) => row[column] !== null && row[column] !== ''));
    const [changed, refused] = complete;
    if (!changed || !refused) throw new Error('Fewer than two complete schedules on page 2 of the demo data.');

    // line 2 flips Senior Day 1 and Junior Day 2; line 3 has 'X' as Senior Day 3 (rejected, skipped)
    const wanted: ScheduleRecord = { ...changed, SRDAY1: flip(changed.SRDAY1), JRDAY2: flip(changed.JRDAY2) };
    const file = join(folder, 'attendance.csv');
    writeFileSync(file, csvOf([wanted, { ...refused, SRDAY3: 'X', SRDAY4: flip(refused.SRDAY4) }]));

    // ---- the super admin opens Schedule & Attendance and imports
    const page = await signedInBackOfficePage(demoSuperAdmin(), '/super-admin-dashboard');
    await page.getByRole('tab', { name: 'Schedule & Attendance', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'schedule');
    const panel = page.getByTestId('tab-schedule');
    await expectVisible(panel.getByRole('heading', { name: SCHEDULE_MSG.title }));
    await panel.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: SCHEDULE_MSG.importTitle });
    await dialog.getByTestId('schedule-import-file').setInputFiles(file);

    // ---- the preview: the change of line 2, and line 3 rejected with its reason
    const changes = dialog.getByRole('region', { name: 'Rows to apply' });
    const change = changes.locator('tr[data-line="2"]');
    await expectVisible(change);
    await expectVisible(change.getByText(`SRDAY1: ${changed.SRDAY1} -> ${wanted.SRDAY1}`));
    await expectVisible(change.getByText(`JRDAY2: ${changed.JRDAY2} -> ${wanted.JRDAY2}`));
    await expectVisible(change.getByText('Update', { exact: true }));
    const rejected = dialog.getByRole('region', { name: 'Rejected rows' }).locator('tr[data-line="3"]');
    await expectVisible(rejected.getByText(SCHEDULE_MSG.reasonAttendance('SRDAY3', 'X')));
    await expectVisible(rejected.getByText(refused.kvCode, { exact: true }));
    expect(await changes.locator('tr[data-line="3"]').count()).toBe(0);
    await expectVisible(dialog.getByText('1 to update'));
    await expectVisible(dialog.getByText('1 rejected'));
    await expectNoSeriousA11yViolations(page, 'schedule import dialog with its preview', DIALOG);

    // ---- Apply: the valid row only
    await dialog.getByRole('button', { name: SCHEDULE_MSG.importApply }).click();
    await expectVisible(toastText(page, SCHEDULE_MSG.imported({ create: 0, update: 1, unchanged: 0, rejected: 1 })));
    await dialog.waitFor({ state: 'detached' });
    expect(await scheduleOf(token, changed.kvCode)).toEqual(wanted);
    expect(await scheduleOf(token, refused.kvCode)).toEqual(refused);

    // ---- the card shows the new attendance
    const card = await showSchool(page, panel, changed);
    const seniorDay1 = card.locator(`[data-attendance="${changed.kvCode}-SRDAY1"]`);
    await expectVisible(seniorDay1.filter({ hasText: `Day 1: ${word(wanted.SRDAY1)}` }));
    await expectVisible(card.locator(`[data-attendance="${changed.kvCode}-JRDAY2"]`).filter({ hasText: `Day 2: ${word(wanted.JRDAY2)}` }));
    // and so does the table
    await panel.getByRole('button', { name: 'Table' }).click();
    const row = panel.getByRole('row').filter({ hasText: changed.kvName });
    await expectVisible(row.locator(`[data-attendance="${changed.kvCode}-SRDAY1"]`).filter({ hasText: word(wanted.SRDAY1) }));
    await panel.getByRole('button', { name: 'Cards' }).click();

    // ---- mark Junior Day 3 from the screen: asked first, then saved and shown
    const juniorDay3 = panel.locator(`[data-attendance="${changed.kvCode}-JRDAY3"]`);
    await expectVisible(juniorDay3.filter({ hasText: `Day 3: ${word(changed.JRDAY3)}` }));
    await juniorDay3.click();
    const ask = page.getByRole('dialog', { name: 'Mark Attendance' });
    await expectVisible(ask.getByText(`Mark Junior Day 3 of ${changed.kvName} (${changed.kvCode}) as ${word(flip(changed.JRDAY3))}?`));
    await expectNoSeriousA11yViolations(page, 'Mark Attendance dialog', DIALOG);
    await ask.getByRole('button', { name: `Mark ${word(flip(changed.JRDAY3))}` }).click();
    await expectVisible(toastText(page, SCHEDULE_MSG.attendanceSaved));
    await expectVisible(juniorDay3.filter({ hasText: `Day 3: ${word(flip(changed.JRDAY3))}` }));
    expect((await scheduleOf(token, changed.kvCode)).JRDAY3).toBe(flip(changed.JRDAY3));
  });
});
