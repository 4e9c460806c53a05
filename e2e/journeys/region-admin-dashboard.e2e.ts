/**
 * A region admin's dashboard (/region-admin-dashboard): the Region Summary Table reads Rejected for
 * a school of the region whose payment the super admin rejected (set up through the API); each data
 * tab opens as '{Type} in {region} Region' with the view-only note; a search (Teams) and the empty
 * state's Clear Search (Mentors); a filter (Registrations, Payment Status Rejected) and its Export:
 * the downloaded CSV has a header and exactly the list's rows, every one of the admin's region
 * (school codes checked against the region's schools from the API), and the spec's toast.
 */
import { LIST_TEXT, MSG, regionExportFileName, type AdminRegistrationsPage, type AdminTeamsPage } from '@hackathon/contracts';
import type { Page } from 'playwright-core';
import { chooseFilter, gridRow } from '../support/admin';
import {
  backOfficeToken,
  csvRecords,
  downloadOf,
  regionWithUnregisteredSchools,
  signedInBackOfficePage,
  submittedPayment,
  summaryRows,
  superAdminToken,
  unregisteredSchoolsOf,
} from '../support/back-office';
import { demoRegionAdmin, demoRegionAdmins } from '../support/fixtures';
import { expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';

/** Opens a tab of the dashboard by its label and waits for its panel. */
async function openTab(page: Page, label: string, key: string) {
  await page.getByRole('tab', { name: label, exact: true }).click();
  await page.waitForURL((url) => (url.searchParams.get('tab') ?? 'overview') === key);
  return page.getByTestId(`tab-${key}`);
}

describe('region admin dashboard', () => {
  test('summary shows Rejected; every tab; search, filter and a region-only CSV export', async () => {
    // ---- set-up (API): a school of the admin's region submits a payment, the super admin rejects it
    const region = await regionWithUnregisteredSchools(1, [demoRegionAdmin().region ?? '']);
    const admin = demoRegionAdmins().find((entry) => entry.region === region);
    if (!admin) throw new Error(`No seeded region admin for ${region}`);
    const [school] = await unregisteredSchoolsOf(region, 1);
    const stamp = Date.now().toString(36).toUpperCase();
    const payment = await submittedPayment(school!, 'png', { referenceNumber: `REF${stamp}`, receiptNumber: `UTR${stamp}` });
    const rejected = await api(`/payment-verification/reject/${payment.registrationId}`, {
      method: 'PUT',
      token: await superAdminToken(),
      body: { reason: 'The receipt amount does not match the fee' },
    });
    expect(rejected.status).toBe(200);

    const token = await backOfficeToken(admin);
    const regionSchools = await summaryRows(token);
    const regionCodes = new Set(regionSchools.map((row) => row.kvCode));
    expect(regionCodes.has(school!.kvCode)).toBe(true);

    // ---- sign in; the Overview's Region Summary Table: the rejected payment reads Rejected
    const page = await signedInBackOfficePage(admin, '/region-admin-dashboard');
    await expectVisible(page.getByText('Total Schools'));
    await expectVisible(page.getByRole('region', { name: 'Quick Actions' }));
    const summary = page.getByRole('region', { name: 'Region Summary Table' });
    await summary.locator('input[type="search"]').fill(school!.kvCode);
    const row = gridRow(page, school!.kvName).filter({ hasText: school!.kvCode });
    await expectVisible(row);
    await expectVisible(row.getByTestId('payment-badge').filter({ hasText: /^Rejected$/ }));

    // ---- each data tab: its title, the view-only note, the total, the read-only note at the bottom
    for (const [label, key] of [
      ['Schools', 'schools'],
      ['Teams', 'teams'],
      ['Students', 'students'],
      ['Mentors', 'mentors'],
      ['Registrations', 'registrations'],
    ] as const) {
      const panel = await openTab(page, label, key);
      await expectVisible(panel.getByRole('heading', { name: `${label} in ${region} Region` }));
      await expectVisible(panel.getByText(MSG.viewOnlyAccess));
      await expectVisible(panel.getByTestId('data-view-total'));
      await expectVisible(panel.getByTestId('readonly-note'));
    }

    // ---- Teams: a search (a team of the region, found by its Team ID) narrows the cards to it
    const teamsPanel = await openTab(page, 'Teams', 'teams');
    const teams = await api<AdminTeamsPage>('/region-admin/teams?limit=1', { token });
    const team = teams.body.data!.teams[0]!;
    await teamsPanel.locator('input[type="search"]').fill(team.teamId);
    const found = await api<AdminTeamsPage>(`/region-admin/teams?${new URLSearchParams({ search: team.teamId, limit: '1' })}`, { token });
    const foundTotal = found.body.data!.pagination.total;
    await expectVisible(teamsPanel.getByTestId('data-view-showing').filter({ hasText: LIST_TEXT.showing(foundTotal, foundTotal) }));
    await expectVisible(teamsPanel.getByTestId('data-view-cards').getByText(team.teamName));

    // ---- Mentors: a search that matches nothing shows the empty state; Clear Search brings the list back
    const mentorsPanel = await openTab(page, 'Mentors', 'mentors');
    await mentorsPanel.locator('input[type="search"]').fill(`nobody-${stamp}`);
    await expectVisible(mentorsPanel.getByText(MSG.noSearchResults));
    await mentorsPanel.getByRole('button', { name: MSG.clearSearch }).click();
    await expectVisible(mentorsPanel.getByTestId('data-view-cards'));
    expect(await mentorsPanel.locator('input[type="search"]').inputValue()).toBe('');

    // ---- Registrations: Payment Status Rejected, then Export
    const registrations = await openTab(page, 'Registrations', 'registrations');
    await chooseFilter(registrations, 'Payment Status', 'Rejected');
    const filtered = await api<AdminRegistrationsPage>('/region-admin/registrations?paymentStatus=rejected&limit=100', { token });
    const total = filtered.body.data!.pagination.total;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(filtered.body.data!.registrations.map((entry) => entry.schoolCode)).toContain(school!.kvCode);
    await expectVisible(registrations.getByTestId('data-view-showing').filter({ hasText: new RegExp(`of ${total}$`) }));
    await expectVisible(registrations.getByTestId('data-view-cards').getByText(school!.kvName));

    const file = await downloadOf(page, () => registrations.getByRole('button', { name: 'Export' }).click());
    expect(file.name).toBe(regionExportFileName({ audience: 'region', type: 'registrations', region }));
    await expectVisible(toastText(page, MSG.typeDataExported('Registrations', total)));
    const { header, records } = csvRecords(file.bytes);
    expect(header).toEqual(expect.arrayContaining(['School Code', 'Region', 'Payment Status']));
    expect(records).toHaveLength(total);
    for (const record of records) {
      expect(record.Region).toBe(region);
      expect(regionCodes.has(record['School Code']!)).toBe(true);
      expect(record['Payment Status']).toBe('rejected');
    }
    expect(records.map((record) => record['School Code'])).toContain(school!.kvCode);
  });
});
