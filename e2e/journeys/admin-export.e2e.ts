/**
 * The admin exports Students from the back office: the downloaded file (a real browser download)
 * is a CSV that starts with the UTF-8 byte order mark, keeps Hindi names and quoted commas intact,
 * neutralises a cell that a spreadsheet would run as a formula, and holds exactly the rows the
 * list counts (GET /api/admin/students with the same search or filter): once for a search that
 * matches a team set up through the API, once for the Class 12 filter over the demo data. The
 * Activity section lists both exports.
 */
import { readFileSync } from 'node:fs';
import { MSG, adminExportFileName, type AdminStudentsPage } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { activityEntries, adminToken, chooseFilter, expectActivityShows, openSection, parseCsv, searchBox, signedInAdminPage } from '../support/admin';
import { demoAdmin, setLocks, signInToken, verifiedSchoolAdmin } from '../support/fixtures';
import { expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Clicks Export and returns the downloaded file's name and bytes. */
async function exportCsv(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const section = page.getByTestId('section-students');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), section.getByRole('button', { name: 'Export' }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

/** The CSV's rows (header first), after checking the BOM. */
function rowsOf(bytes: Buffer): string[][] {
  expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
  const rows = parseCsv(bytes.subarray(3).toString('utf8'));
  // the file ends with a line break, not with an empty record
  return rows.filter((row) => !(row.length === 1 && row[0] === ''));
}

async function listTotal(token: string, query: Record<string, string>): Promise<number> {
  const res = await api<AdminStudentsPage>(`/admin/students?${new URLSearchParams({ ...query, limit: '1' })}`, { token });
  expect(res.status).toBe(200);
  return res.body.data!.pagination.total;
}

describe('admin: export', () => {
  test('students: a search and a filter, each file a CSV with the BOM and the list total of rows', async () => {
    // ---- a team whose students the search finds: a Hindi name, a comma and quotes, a formula-like name
    const stamp = `EX${Date.now().toString(36).toUpperCase()}`;
    await setLocks({ teamsLocked: false });
    const school = await verifiedSchoolAdmin();
    const schoolToken = await signInToken(school.email, school.password);
    const names = ['आरव शर्मा', 'Ravi "Ace" Kumar, Jr', '=1+2 Singh'];
    const created = await api('/teams', {
      token: schoolToken,
      body: {
        teamName: `Exporters ${stamp}`,
        password: 'Team-pass-42',
        category: 'sr',
        schoolCode: school.school.kvCode,
        members: names.map((name, index) => ({
          studentId: `${stamp}${index + 1}`,
          name,
          class: 11,
          fathersName: 'Mohan Sharma',
          gender: index === 0 ? 'male' : 'female',
          isLeader: index === 0,
        })),
      },
    });
    expect(created.status).toBe(201);
    const token = await adminToken();

    // ---- the search: the three students
    const page = await signedInAdminPage();
    await openSection(page, 'students');
    await searchBox(page).fill(stamp);
    const total = await listTotal(token, { search: stamp });
    expect(total).toBe(3);
    await expectVisible(page.getByTestId('data-view-showing').filter({ hasText: /Showing 3 of 3/ }));
    const first = await exportCsv(page);
    expect(first.name).toBe(adminExportFileName('students'));
    await expectVisible(toastText(page, MSG.exportedRecords(total)));
    const [header, ...rows] = rowsOf(first.bytes);
    expect(rows).toHaveLength(total);
    const nameAt = header.findIndex((column) => /^name$/i.test(column) || /student name/i.test(column));
    expect(nameAt).toBeGreaterThanOrEqual(0);
    const exported = rows.map((row) => row[nameAt]).sort();
    expect(exported).toEqual(["'=1+2 Singh", 'Ravi "Ace" Kumar, Jr', 'आरव शर्मा'].sort());
    for (const row of rows) expect(row).toHaveLength(header.length);

    // ---- the Class 12 filter over the demo data (many teams: the export reads them in batches)
    await searchBox(page).fill('');
    await chooseFilter(page.getByTestId('section-students'), 'Class', 'Class 12');
    const classTotal = await listTotal(token, { class: '12' });
    expect(classTotal).toBeGreaterThan(3);
    await expectVisible(page.getByTestId('data-view-showing').filter({ hasText: `of ${classTotal.toLocaleString('en-IN')}` }));
    const second = await exportCsv(page);
    const [classHeader, ...classRows] = rowsOf(second.bytes);
    expect(classRows).toHaveLength(classTotal);
    const classAt = classHeader.findIndex((column) => /^class$/i.test(column));
    expect(classAt).toBeGreaterThanOrEqual(0);
    expect(new Set(classRows.map((row) => row[classAt]))).toEqual(new Set(['12']));

    // ---- Activity: both exports, each with its search or filter
    const entries = await activityEntries(token, { entityType: 'export', person: demoAdmin().email });
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.entityId, entry.after])).toEqual([
      ['export.downloaded', 'students', { type: 'students', class: 12 }],
      ['export.downloaded', 'students', { type: 'students', search: stamp }],
    ]);
    await expectActivityShows(page, { record: 'Export' }, ['export.downloaded']);
  });
});
