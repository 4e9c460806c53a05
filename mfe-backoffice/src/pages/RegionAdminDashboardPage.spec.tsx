/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { button, click, hasButton, pageText, params, path, pickFilter, recordDownloads, toastMessages, type, until } from '@hackathon/ui/testing';
import { dashboardHarness, lastSummaryQuery, location, REGION_ADMIN, rowCells, selectedTab, serve, shownPanel, sortBy, summaryCalls, summaryLoaded, summarySearch, tabButton } from '../modules/region/testing/regionApi';
import { dashboardTabs } from '../modules/region';
import { RegionAdminDashboardPage } from './RegionAdminDashboardPage';

const { api, render, unmount } = dashboardHarness(<RegionAdminDashboardPage />, REGION_ADMIN, '/region-admin-dashboard');

describe('RegionAdminDashboardPage', () => {
  it('shows the header, the four tiles, the three cards, Quick Actions and the Region Summary Table', async () => {
    serve(api, { region: 'Bhopal' });
    await render();
    await until(() => pageText().includes('2,700'), 'the stats');
    expect(document.querySelector('h1')?.textContent).toBe('Region Admin Dashboard');
    expect(document.querySelector('[data-testid="region-badge"]')?.textContent).toBe('BHOPAL');
    for (const text of [
      'Welcome, Ravi Kumar',
      'Total Schools',
      '1,050',
      'Total Registrations',
      'Total Mentors',
      'Active Teams',
      'Teams currently participating',
      'Pending Registrations',
      'Awaiting approval',
      'Approved Registrations',
      'Successfully processed',
      'Quick Actions',
    ]) {
      expect(pageText()).toContain(text);
    }
    expect(selectedTab()).toBe('overview');
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(dashboardTabs('region').map((tab) => tab.label));

    await summaryLoaded();
    expect(pageText()).toContain('Region Summary Table');
    const headers = [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent?.trim());
    expect(headers).toEqual(['KV Code', 'KV Name', 'Registration Status', 'Mentors', 'JR / SR', 'Total Teams /4', 'Total Students /20', 'Payment Status']);
    expect(rowCells('1001')).toEqual(['1001', 'KV No. 1 Bhopal', 'Registered', '2', '2 / 2', '4/4', '20/20', 'Verified']);
    // a rejected payment reads Rejected (not a red 'Submitted'), an unregistered school Not Submitted
    expect(rowCells('1002')).toEqual(['1002', 'KV No. 2 Bhopal', 'Registered', '1', '1 / 0', '1/4', '5/20', 'Rejected']);
    expect(rowCells('1004').at(-1)).toBe('Not Submitted');
    const badges = [...document.querySelectorAll('[data-testid="payment-badge"]')].map((b) => [b.textContent, b.className.match(/MuiChip-color(\w+)/)?.[1]]);
    expect(badges).toEqual([
      ['Verified', 'Success'],
      ['Rejected', 'Error'],
      ['Submitted', 'Warning'],
      ['Not Submitted', 'Error'],
    ]);
    // counts green at 4 teams and 20 students
    expect([...document.querySelectorAll('[data-met="true"]')].map((el) => el.textContent)).toEqual(['4/4', '20/20']);
    // the server pages and sorts: the first page, by KV code
    expect(lastSummaryQuery(api)).toEqual({ page: '1', limit: '50', sort: 'kvCode', order: 'asc' });
    // the overview never ships every school: the dashboard read is stats and region only
    expect(api.requests.filter((r) => path(r) === '/api/region-admin/dashboard').length).toBe(1);
  });

  it('switches tabs and keeps the open tab in ?tab=, the overview by default', async () => {
    serve(api, { region: 'Bhopal' });
    await render('/region-admin-dashboard?tab=Mentors');
    expect(selectedTab()).toBe('mentors');
    expect(shownPanel()).toBe('tab-mentors');
    await click(tabButton('teams'));
    expect(location.search).toBe('?tab=teams');
    expect(selectedTab()).toBe('teams');
    // the read-only list of the region's teams
    await until(() => api.requests.some((r) => path(r) === '/api/region-admin/teams'), 'the teams list');
    await until(() => pageText().includes('Teams in Bhopal Region'), "the tab's title");
    await click(tabButton('overview'));
    expect(location.search).toBe('');
    expect(shownPanel()).toBe('tab-overview');
    unmount();
    // the super admin's Schedule tab is not the region admin's: the overview
    await render('/region-admin-dashboard?tab=schedule');
    expect(selectedTab()).toBe('overview');
  });

  it('Quick Actions and the stat tiles open their tabs', async () => {
    serve(api, { region: 'Bhopal' });
    await render();
    await until(() => pageText().includes('2,700'), 'the stats');
    for (const [label, tab] of [
      ['View Schools', 'schools'],
      ['View Teams', 'teams'],
      ['View Registrations', 'registrations'],
    ] as const) {
      await click(tabButton('overview'));
      await until(() => pageText().includes('Quick Actions'), 'the overview');
      await click(button(label));
      expect(location.search).toBe(`?tab=${tab}`);
      expect(selectedTab()).toBe(tab);
    }
    await click(tabButton('overview'));
    await until(() => pageText().includes('Total Mentors'), 'the tiles');
    const tile = [...document.querySelectorAll('button.MuiCardActionArea-root')].find((el) => el.textContent?.includes('Total Mentors'));
    await click(tile!);
    expect(location.search).toBe('?tab=mentors');
  });

  it('sends search, filters, sort and page to the server, and Clear All clears them', async () => {
    serve(api, { region: 'Bhopal', total: 120 });
    await render();
    await summaryLoaded();
    expect(hasButton('Clear All')).toBe(false);

    await type(summarySearch(), 'zzz');
    await until(() => lastSummaryQuery(api)?.search === 'zzz', 'the searched page');
    await until(() => pageText().includes('No schools data available'), 'the empty text');

    await pickFilter('payment', 'Submitted');
    await until(() => lastSummaryQuery(api)?.payment === 'submitted', 'the payment filter');
    await pickFilter('category', 'Has Both');
    await pickFilter('mentors', 'Without Mentors');
    await pickFilter('registration', 'Not Registered');
    await until(() => lastSummaryQuery(api)?.registration === 'not_registered', 'the registration filter');
    expect(lastSummaryQuery(api)).toEqual({
      page: '1',
      limit: '50',
      search: 'zzz',
      payment: 'submitted',
      category: 'both',
      mentors: 'without',
      registration: 'not_registered',
      sort: 'kvCode',
      order: 'asc',
    });
    // a region admin has no region filter: the region is the session's
    expect(document.querySelector('input[data-filter="region"]')).toBeNull();

    await click(button('Clear All'));
    await summaryLoaded();
    expect(hasButton('Clear All')).toBe(false);
    expect(summarySearch().value).toBe('');

    await sortBy('KV Name');
    await until(() => lastSummaryQuery(api)?.sort === 'kvName', 'the sorted page');
    expect(lastSummaryQuery(api)).toEqual({ page: '1', limit: '50', sort: 'kvName', order: 'asc' });
    await sortBy('Total Students /20');
    await until(() => lastSummaryQuery(api)?.sort === 'totalStudents', 'the sort by students');

    await click(document.querySelector('button[aria-label="Go to next page"]')!);
    await until(() => lastSummaryQuery(api)?.page === '2', 'page 2');
    expect(lastSummaryQuery(api)).toEqual({ page: '2', limit: '50', sort: 'totalStudents', order: 'asc' });
    expect(summaryCalls(api).every((r) => r.authorization === 'Bearer test-token')).toBe(true);
  });

  it("exports the summary as '{REGION}_summary_export_{date}.csv' with the table's filters", async () => {
    const downloads = recordDownloads();
    try {
      serve(api, { region: 'Bhopal', total: 37 });
      await render();
      await summaryLoaded();
      await pickFilter('mentors', 'With Mentors');
      await until(() => lastSummaryQuery(api)?.mentors === 'with', 'the filtered page');
      await until(() => !pageText().includes('Loading'), 'the page');
      await click(button('Export Summary'));
      await until(() => downloads.saved.length === 1, 'the download');
      expect(downloads.saved[0]).toMatch(/^BHOPAL_summary_export_\d{4}-\d{2}-\d{2}\.csv$/);
      const call = api.requests.find((r) => path(r) === '/api/region-admin/summary/export')!;
      expect(params(call)).toEqual({ mentors: 'with', sort: 'kvCode', order: 'asc' });
      await until(() => toastMessages().includes('School summary exported successfully! (37 schools)'), 'the toast');
    } finally {
      downloads.restore();
    }
  });

  it("logs out with 'Logged out successfully'", async () => {
    serve(api, { region: 'Bhopal' });
    await render();
    await click(button('Logout'));
    expect(location.pathname).toBe('/login');
    expect(toastMessages()).toContain('Logged out successfully');
  });

  it("shows 'Failed to load dashboard data' when the stats cannot be read, and the table still loads", async () => {
    serve(api, { region: 'Bhopal' });
    const handler = api.handler;
    api.handler = (r) => (path(r) === '/api/region-admin/dashboard' ? { status: 500, body: { success: false, message: 'Database unavailable' } } : handler(r));
    await render();
    await until(() => toastMessages().includes('Failed to load dashboard data'), 'the toast');
    await summaryLoaded();
    // the badge falls back to the session's region
    expect(document.querySelector('[data-testid="region-badge"]')?.textContent).toBe('BHOPAL');
  });
});
