/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { button, click, hasButton, pageText, params, path, pickFilter, recordDownloads, refuse, toastMessages, type, until } from '@hackathon/ui/testing';
import { dashboardHarness, lastSummaryQuery, location, rowCells, selectedTab, serve, shownPanel, sortBy, summaryLoaded, summarySearch, SUPER_ADMIN, tabButton } from '../modules/region/testing/regionApi';
import { dashboardTabs } from '../modules/region';
import { SuperAdminDashboardPage } from './SuperAdminDashboardPage';

const { api, render } = dashboardHarness(<SuperAdminDashboardPage />, SUPER_ADMIN, '/super-admin-dashboard');
const statCard = (title: string) =>
  [...document.querySelectorAll('button.MuiCardActionArea-root')].find((el) => el.querySelector('p.MuiTypography-body2')?.textContent === title) as HTMLElement;
const exportCalls = () => api.requests.filter((r) => path(r) === '/api/region-admin/summary/export');

describe('SuperAdminDashboardPage', () => {
  it('shows ALL REGIONS, the five stat cards, four quick actions, the system summary and the Summary by School', async () => {
    serve(api);
    await render();
    await until(() => pageText().includes('2,600'), 'the stats');
    expect(document.querySelector('h1')?.textContent).toBe('Super Admin Dashboard');
    expect(document.querySelector('[data-testid="region-badge"]')?.textContent).toBe('ALL REGIONS');
    expect(pageText()).toContain('Welcome, Sunita Rao');
    // the super admin's tabs in the spec's order (their words: region/utils/tabs.spec.ts)
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(dashboardTabs('super').map((tab) => tab.label));
    for (const title of ['Schools', 'Teams', 'Registrations', 'Mentors', 'Active Teams']) expect(statCard(title)).toBeTruthy();
    for (const label of ['View Registrations', 'View Teams', 'View Students', 'View Schools']) expect(hasButton(label)).toBe(true);
    expect(pageText()).toContain('System Summary');
    expect(document.querySelector('[data-testid="system-summary-schools"]')?.textContent).toBe('1,050');
    expect(document.querySelector('[data-testid="system-summary-mentors"]')?.textContent).toBe('1,500');

    await summaryLoaded();
    expect(pageText()).toContain('Summary by School');
    const headers = [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent?.trim());
    expect(headers).toEqual(['KV Code', 'KV Name', 'Registration', 'Mentors', 'JR / SR', 'Teams', 'Students', 'Payment']);
    expect(rowCells('1002')).toEqual(['1002', 'KV No. 2 Bhopal', 'Registered', '1', '1 / 0', '1/4', '5/20', 'Rejected']);
    expect(rowCells('1003').at(-1)).toBe('Submitted');
    expect(lastSummaryQuery(api)).toEqual({ page: '1', limit: '50', sort: 'kvCode', order: 'asc' });
  });

  it('each stat card opens its tab, kept in ?tab=', async () => {
    serve(api);
    await render();
    await until(() => pageText().includes('2,600'), 'the stats');
    for (const [title, tab] of [
      ['Schools', 'schools'],
      ['Teams', 'teams'],
      ['Registrations', 'registrations'],
      ['Mentors', 'mentors'],
      ['Active Teams', 'teams'],
    ] as const) {
      await click(tabButton('overview'));
      await until(() => statCard(title) !== undefined, 'the stat cards');
      await click(statCard(title));
      expect(location.search).toBe(`?tab=${tab}`);
      expect(selectedTab()).toBe(tab);
      expect(shownPanel()).toBe(`tab-${tab}`);
    }
  });

  it('the quick actions and the tabs open their tab, kept in ?tab=', async () => {
    serve(api);
    await render();
    for (const [label, tab] of [
      ['View Registrations', 'registrations'],
      ['View Students', 'students'],
    ] as const) {
      await click(tabButton('overview'));
      await until(() => hasButton(label), 'the quick actions');
      await click(button(label));
      expect(location.search).toBe(`?tab=${tab}`);
      expect(selectedTab()).toBe(tab);
    }
    await click(tabButton('schedule'));
    expect(location.search).toBe('?tab=schedule');
    expect(selectedTab()).toBe('schedule');
  });

  it('opens the tab named in ?tab= on load', async () => {
    serve(api);
    await render('/super-admin-dashboard?tab=payments');
    expect(selectedTab()).toBe('payments');
    expect(shownPanel()).toBe('tab-payments');
    await until(() => api.requests.some((r) => path(r).startsWith('/api/payment-verification/')), 'the payment verification reads');
    await click(tabButton('schedule'));
    await until(() => api.requests.some((r) => path(r) === '/api/region-admin/schooltimes'), 'the schedule read');
    // the overview's data is read only on the overview
    expect(api.requests.some((r) => path(r) === '/api/region-admin/summary')).toBe(false);
  });

  it('filters the summary by region, registration, payment, category and mentors on the server; Clear All clears them', async () => {
    serve(api, { total: 1050 });
    await render();
    await summaryLoaded();
    await pickFilter('region', 'NORTH');
    await until(() => lastSummaryQuery(api)?.region === 'NORTH', 'the region filter');
    await pickFilter('registration', 'Registered');
    await pickFilter('payment', 'Not Submitted');
    await pickFilter('category', 'Has JR');
    await pickFilter('mentors', 'With Mentors');
    await type(summarySearch(), 'bhopal');
    await until(() => lastSummaryQuery(api)?.search === 'bhopal', 'the search');
    expect(lastSummaryQuery(api)).toEqual({
      page: '1',
      limit: '50',
      region: 'NORTH',
      registration: 'registered',
      payment: 'not_submitted',
      category: 'jr',
      mentors: 'with',
      search: 'bhopal',
      sort: 'kvCode',
      order: 'asc',
    });
    await sortBy('Payment');
    await until(() => lastSummaryQuery(api)?.sort === 'paymentStatus', 'the sort');
    await click(button('Clear All'));
    await until(() => !hasButton('Clear All'), 'Clear All to go');
    await until(() => lastSummaryQuery(api)?.region === undefined, 'the unfiltered page');
    expect(lastSummaryQuery(api)).toEqual({ page: '1', limit: '50', sort: 'paymentStatus', order: 'asc' });
  });

  it("exports the summary as 'super_admin_school_summary_export_{date}.csv' and says how many schools", async () => {
    const downloads = recordDownloads();
    try {
      serve(api, { total: 212 });
      await render();
      await summaryLoaded();
      await pickFilter('region', 'Delhi');
      await until(() => lastSummaryQuery(api)?.region === 'Delhi', 'the filtered page');
      await until(() => !pageText().includes('Loading'), 'the page');
      await click(button('Export Summary'));
      await until(() => downloads.saved.length === 1, 'the download');
      expect(downloads.saved[0]).toMatch(/^super_admin_school_summary_export_\d{4}-\d{2}-\d{2}\.csv$/);
      expect(params(exportCalls()[0]!)).toEqual({ region: 'Delhi', sort: 'kvCode', order: 'asc' });
      expect(exportCalls()[0]!.authorization).toBe('Bearer test-token');
      expect(await downloads.blobs[0]!.text()).toContain('1001,KV No. 1 Bhopal');
      await until(() => toastMessages().includes('School summary exported successfully! (212 schools)'), 'the toast');
    } finally {
      downloads.restore();
    }
  });

  it("says 'No data available to export' without a call when no school matches", async () => {
    serve(api);
    await render();
    await summaryLoaded();
    await type(summarySearch(), 'zzz');
    await until(() => pageText().includes('No schools data available'), 'the empty table');
    await click(button('Export Summary'));
    await until(() => toastMessages().includes('No data available to export'), 'the toast');
    expect(exportCalls()).toHaveLength(0);
  });

  it("says 'Failed to export school summary' when the export fails", async () => {
    const downloads = recordDownloads();
    try {
      serve(api, { summaryExport: () => refuse(400, 'region must be one of: ...') });
      await render();
      await summaryLoaded();
      await click(button('Export Summary'));
      await until(() => toastMessages().includes('Failed to export school summary'), 'the failure toast');
      expect(downloads.saved).toHaveLength(0);
      expect(toastMessages()).not.toContain('Failed to export data');
    } finally {
      downloads.restore();
    }
  });
});
