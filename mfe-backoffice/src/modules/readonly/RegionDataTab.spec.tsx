/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MSG, paginationOf, type AdminListType, type AdminTeamRow } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, pickFilter, recordDownloads, refuse, type RecordedRequest, button, click, hasButton, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { REGISTRATION_ROW } from '../shared/testing/fixtures';
import { ReadOnlyDataTab } from './ReadOnlyDataTab';
import { DATE, searchBox } from './testing/support';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const team = (id: string, name: string, extra: Partial<AdminTeamRow> = {}) =>
  ({
    _id: id,
    teamId: `N1001JR${id}`,
    teamName: name,
    category: 'jr',
    status: 'ACTIVE',
    schoolCode: '1001',
    schoolName: 'KV One',
    district: 'New Delhi',
    region: 'Delhi',
    state: 'DELHI',
    zone: 'N',
    assignedMentor: 'm1',
    assignedMentorName: 'Asha Verma',
    mentor: { _id: 'm1', mentorId: 'MNT-1', name: 'Asha Verma', designation: 'PGT', contactNumber: '', emailId: '' },
    members: [],
    membersCount: 0,
    ...extra,
  }) as unknown as AdminTeamRow;

const ROBO = team('1', 'Robo Rangers');
const LONELY = team('2', 'Lonely Coders', { assignedMentor: null, assignedMentorName: null, mentor: null, region: '' });

const listCalls = (type: AdminListType) => api.requests.filter((r) => r.method === 'GET' && path(r) === `/api/region-admin/${type}`);
const exportCalls = () => api.requests.filter((r) => path(r) === '/api/region-admin/export');

/**
 * The region admin's API: teams (narrowed by search and status the way the server would), the
 * counters, registrations, and the CSV export.
 */
function serve(options: { teams?: AdminTeamRow[]; failList?: boolean; failExport?: boolean } = {}) {
  const teams = options.teams ?? [ROBO, LONELY];
  api.reset((r: RecordedRequest) => {
    if (r.method !== 'GET') return undefined;
    const q = params(r);
    if (path(r) === '/api/region-admin/teams') {
      if (options.failList) return refuse(500, 'Database unavailable');
      const rows = teams.filter((t) => (!q.search || t.teamName.toLowerCase().includes(q.search.toLowerCase())) && (!q.status || t.status === q.status));
      return ok({ teams: rows, pagination: paginationOf(Number(q.page), Number(q.limit), rows.length) });
    }
    if (path(r) === '/api/region-admin/teams/counters') return ok({ total: teams.length });
    if (path(r) === '/api/region-admin/registrations') return ok({ registrations: [REGISTRATION_ROW], pagination: paginationOf(1, 50, 1) });
    if (path(r) === '/api/region-admin/registrations/counters') return ok({ total: 1 });
    if (path(r) === '/api/region-admin/export') {
      if (options.failExport) return refuse(500, 'boom');
      return { status: 200, body: Buffer.from('\uFEFFteamId,teamName\nN1001JR1,Robo Rangers\n'), contentType: 'text/csv; charset=utf-8' };
    }
    return undefined;
  });
}

let mounted: Mounted;
beforeEach(() => toastStore.dismiss());
afterEach(() => mounted?.unmount());

async function render(type: AdminListType = 'teams') {
  mounted = await mount(<ReadOnlyDataTab type={type} audience="region" region="Delhi" />);
}

describe('ReadOnlyDataTab, region admin', () => {
  it('shows the region card grid: title, View-only access, total, the cards with N/A and Unassigned, and the read-only note', async () => {
    serve();
    await render();
    await until(() => pageText().includes('Lonely Coders'), 'the cards');
    const text = pageText();
    expect(text).toContain('Teams in Delhi Region');
    expect(text).toContain(MSG.viewOnlyAccess);
    await until(() => document.querySelector('[data-testid="data-view-total"]')?.textContent === 'Total: 2', 'the total');
    expect(document.querySelector('[data-testid="data-view-cards"]')).not.toBeNull();
    expect(document.querySelectorAll('[data-testid="readonly-card"]')).toHaveLength(2);
    expect(document.querySelector('[role="grid"]')).toBeNull();
    const lonely = [...document.querySelectorAll('[data-testid="readonly-card"]')].find((c) => c.textContent?.includes('Lonely Coders'))!.textContent;
    expect(lonely).toContain('MentorUnassigned');
    expect(lonely).toContain('RegionN/A');
    expect(text).toContain('Asha Verma (MNT-1)');
    expect(document.querySelector('[data-testid="readonly-note"]')?.textContent).toBe(MSG.readOnlyDashboardNote);
    // no cards/table toggle for the region admin; the region comes from the token, never the query
    expect(hasButton('Table')).toBe(false);
    expect(params(listCalls('teams')[0])).toEqual({ page: '1', limit: '50', sort: 'teamId', order: 'asc' });
  });

  it("searches on the server, says 'No search results found', and Clear Search brings the list back", async () => {
    serve();
    await render();
    await until(() => pageText().includes('Robo Rangers'), 'the cards');
    await type(searchBox(), 'zebra');
    await until(() => pageText().includes(MSG.noSearchResults), 'the no-results state');
    expect(params(listCalls('teams').at(-1)!)).toMatchObject({ search: 'zebra', page: '1' });
    expect(pageText()).not.toContain(MSG.noTitleInRegion('teams'));
    await click(button(MSG.clearSearch));
    await until(() => pageText().includes('Robo Rangers'), 'the whole list again');
    expect(searchBox().value).toBe('');
  });

  it("filters on the server (status), and a filter that matches nothing offers Clear Search too", async () => {
    serve();
    await render();
    await until(() => pageText().includes('Robo Rangers'), 'the cards');
    await pickFilter('status', 'Inactive');
    await until(() => pageText().includes(MSG.noSearchResults), 'the no-results state');
    expect(params(listCalls('teams').at(-1)!)).toMatchObject({ status: 'INACTIVE', page: '1' });
    expect(hasButton(MSG.clearSearch)).toBe(true);
  });

  it("says 'No teams found' and 'There are currently no teams in your region' when the region has none", async () => {
    serve({ teams: [] });
    await render();
    await until(() => pageText().includes(MSG.noTitleFound('teams')), 'the empty state');
    expect(pageText()).toContain('There are currently no teams in your region');
    expect(hasButton(MSG.clearSearch)).toBe(false);
  });

  it("toasts 'Failed to load teams data' and offers Try Again when the list cannot be read", async () => {
    serve({ failList: true });
    await render();
    await until(() => toastMessages().includes('Failed to load teams data'), 'the toast');
    await until(() => hasButton('Try Again'), 'the error state');
  });

  it('exports the current search and filters as {REGION}_teams_export_{date}.csv with the success toast', async () => {
    const downloads = recordDownloads();
    try {
      serve();
      await render();
      await until(() => pageText().includes('Robo Rangers'), 'the cards');
      await type(searchBox(), 'robo');
      await until(() => params(listCalls('teams').at(-1)!).search === 'robo' && !pageText().includes('Lonely Coders'), 'the searched page');
      await click(button('Export'));
      await until(() => downloads.saved.length === 1, 'the download');
      expect(params(exportCalls()[0])).toEqual({ type: 'teams', search: 'robo' });
      expect(exportCalls()[0].authorization).toBe('Bearer test-token');
      expect(downloads.saved[0]).toMatch(new RegExp(`^DELHI_teams_export_${DATE}\\.csv$`));
      expect(await downloads.blobs[0].text()).toContain('Robo Rangers');
      await until(() => toastMessages().includes('Teams data exported successfully! (1 records)'), 'the success toast');
    } finally {
      downloads.restore();
    }
  });

  it("says 'No data available to export' and calls nothing when no row matches", async () => {
    serve();
    await render();
    await until(() => pageText().includes('Robo Rangers'), 'the cards');
    await type(searchBox(), 'zebra');
    await until(() => pageText().includes(MSG.noSearchResults), 'the no-results state');
    await click(button('Export'));
    await until(() => toastMessages().includes(MSG.noDataToExport), 'the toast');
    expect(exportCalls()).toHaveLength(0);
  });

  it("toasts 'Failed to export data' when the export fails", async () => {
    serve({ failExport: true });
    await render();
    await until(() => pageText().includes('Robo Rangers'), 'the cards');
    await click(button('Export'));
    await until(() => toastMessages().includes(MSG.failedExportData), 'the failure toast');
    expect(exportCalls()).toHaveLength(1);
  });

  it('shows registrations with the payment badge and the registration filters, titled for the region', async () => {
    serve();
    await render('registrations');
    await until(() => pageText().includes('PM SHRI KV One'), 'the cards');
    const text = pageText();
    expect(text).toContain('Registrations in Delhi Region');
    expect(text).toContain('Payment: Submitted');
    expect(text).toContain('principal@kv1.example.org');
    expect(document.querySelector('input[data-filter="paymentStatus"]')).not.toBeNull();
    expect(document.querySelector('input[data-filter="registrationStatus"]')).not.toBeNull();
    expect(document.querySelector('input[data-filter="region"]')).toBeNull();
  });

  it("shows 'Data type not supported' for an unknown type, and calls nothing", async () => {
    serve();
    mounted = await mount(<ReadOnlyDataTab type={'payments' as AdminListType} audience="region" region="Delhi" />);
    expect(pageText()).toContain(MSG.dataNotSupported);
    expect(api.requests).toHaveLength(0);
  });
});
