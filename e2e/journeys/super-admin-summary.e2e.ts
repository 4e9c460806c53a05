/**
 * The super admin's Overview: the Summary by School table is filtered (Region, Payment) and
 * searched on the server (each request carries the filters; the counts are the API's totals for
 * the same query, not a filtered page), Export Summary downloads
 * super_admin_school_summary_export_<date>.csv holding exactly the filtered schools, and Clear All
 * brings back every school.
 */
import { MSG, regionExportFileName, type RegionSummaryPage } from '@hackathon/contracts';
import type { Locator } from 'playwright-core';
import { chooseFilter } from '../support/admin';
import { csvRecords, downloadOf, signedInBackOfficePage, summaryRows, superAdminToken } from '../support/back-office';
import { demoSuperAdmin } from '../support/fixtures';
import { expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';

const REGION = 'Patna';
const SEARCH = 'No. 1';

async function summaryTotal(token: string, query: Record<string, string>): Promise<number> {
  const res = await api<RegionSummaryPage>(`/region-admin/summary?${new URLSearchParams({ ...query, limit: '1' })}`, { token });
  expect(res.status).toBe(200);
  return res.body.data!.pagination.total;
}

/** 'Showing n of N' with N the total (the page size decides n). */
async function expectMatching(table: Locator, total: number): Promise<void> {
  await expectVisible(table.getByTestId('data-view-showing').filter({ hasText: new RegExp(`^Showing [\\d,]+ of ${total.toLocaleString('en-IN')}$`) }));
}

describe('super admin: summary by school', () => {
  test('filters and search on the server, Export Summary of the filtered schools, Clear All', async () => {
    const token = await superAdminToken();
    const everySchool = await summaryTotal(token, {});
    const filtered = await summaryRows(token, { region: REGION, payment: 'submitted' });
    expect(filtered.length).toBeGreaterThan(0);
    const searched = await summaryTotal(token, { region: REGION, payment: 'submitted', search: SEARCH });
    expect(searched).toBeGreaterThan(0);
    expect(searched).toBeLessThan(filtered.length);

    const page = await signedInBackOfficePage(demoSuperAdmin(), '/super-admin-dashboard');
    const table = page.getByRole('region', { name: 'Summary by School' });
    await expectMatching(table, everySchool);

    // ---- Region and Payment: each choice is a new server query
    const regionQuery = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/region-admin/summary' && new URL(req.url()).searchParams.get('region') === REGION);
    await chooseFilter(table, 'Region', REGION);
    await regionQuery;
    await chooseFilter(table, 'Payment', 'Submitted');
    await expectMatching(table, filtered.length);
    const badges = await table.getByTestId('payment-badge').allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(['Submitted', 'Verified', 'Rejected']).toContain(badge);

    // ---- Export Summary: the file holds exactly the filtered schools
    const file = await downloadOf(page, () => table.getByRole('button', { name: 'Export Summary' }).click());
    expect(file.name).toBe(regionExportFileName({ audience: 'super', type: 'summary', region: null }));
    await expectVisible(toastText(page, MSG.schoolSummaryExported(filtered.length)));
    const { header, records } = csvRecords(file.bytes);
    expect(header).toEqual(expect.arrayContaining(['KV Code', 'Region', 'Payment Status']));
    expect(records.map((record) => record['KV Code']).sort()).toEqual(filtered.map((row) => row.kvCode).sort());
    for (const record of records) {
      expect(record.Region).toBe(REGION);
      expect(record['Payment Status']).not.toBe('Not Submitted');
    }

    // ---- a search within the filters, answered by the server
    const searchQuery = page.waitForRequest((req) => {
      const url = new URL(req.url());
      return url.pathname === '/api/region-admin/summary' && url.searchParams.get('search') === SEARCH && url.searchParams.get('payment') === 'submitted';
    });
    await table.locator('input[type="search"]').fill(SEARCH);
    await searchQuery;
    await expectMatching(table, searched);
    for (const name of await table.getByRole('row').filter({ has: page.getByTestId('payment-badge') }).allInnerTexts()) expect(name).toContain(SEARCH);

    // ---- Clear All: no search, no filters, every school again
    await table.getByRole('button', { name: 'Clear All', exact: true }).click();
    await expectMatching(table, everySchool);
    expect(await table.locator('input[type="search"]').inputValue()).toBe('');
    await expectVisible(table.getByRole('combobox', { name: 'Region', exact: true }).filter({ hasText: 'All' }));
    await expectVisible(table.getByRole('combobox', { name: 'Payment', exact: true }).filter({ hasText: 'All' }));
    expect(await table.getByRole('button', { name: 'Clear All', exact: true }).count()).toBe(0);
  });
});
