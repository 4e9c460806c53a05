/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MSG, paginationOf, type AdminListType, type AdminMentorRow, type AdminSchoolRow, type AdminTeamRow } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, pickFilter, recordDownloads, refuse, type RecordedRequest, button, click, hasButton, mount, pageText, toastMessages, until, type Mounted } from '@hackathon/ui/testing';
import { ReadOnlyDataTab } from './ReadOnlyDataTab';
import { DATE } from './testing/support';
import { KV_ONE } from '../shared/testing/fixtures';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const mentor = (id: string, name: string, extra: Partial<AdminMentorRow> = {}) =>
  ({
    _id: id,
    mentorId: `MNT-${id}`,
    teacherId: `T-${id}`,
    name,
    fullName: name,
    designation: 'PGT',
    gender: 'female',
    contactNumber: '9876543210',
    emailId: 'asha.verma.pgt@kvsangathan.example.org',
    ...KV_ONE,
    isActive: true,
    assignedTeams: [],
    assignedTeamsCount: 0,
    isFull: false,
    regionGroup: 'North',
    ...extra,
  }) as unknown as AdminMentorRow;

const ASHA = mentor('1', 'Asha Verma');
const RAVI = mentor('2', 'Ravi Kumar', { emailId: 'ravi@kv.in', designation: '', region: 'Chennai', regionGroup: 'South' });

const TEAM = {
  _id: 't1',
  teamId: 'N1001SR1',
  teamName: 'Deep Thinkers',
  category: 'sr',
  status: 'INACTIVE',
  schoolName: 'KV One',
  schoolCode: '1001',
  region: 'Agra',
  mentor: null,
  assignedMentorName: null,
} as unknown as AdminTeamRow;

const SCHOOL = {
  schoolCode: '1001',
  schoolName: 'PM SHRI KV One',
  kvCode: '1001',
  kvName: 'PM SHRI KV One',
  region: 'Agra',
  state: 'UTTAR PRADESH',
  district: 'Agra',
  zone: 'N',
  city: '',
} as unknown as AdminSchoolRow;

const listCalls = (type: AdminListType) => api.requests.filter((r) => r.method === 'GET' && path(r) === `/api/region-admin/${type}`);
const exportCalls = () => api.requests.filter((r) => path(r) === '/api/region-admin/export');

/** The super admin's API: every list over all regions; the region filter keeps one group, as the server does. */
function serve(options: { mentors?: AdminMentorRow[]; failList?: boolean } = {}) {
  const mentors = options.mentors ?? [ASHA, RAVI];
  api.reset((r: RecordedRequest) => {
    if (r.method !== 'GET') return undefined;
    const q = params(r);
    if (path(r) === '/api/region-admin/mentors') {
      if (options.failList) return refuse(500, 'Database unavailable');
      const rows = mentors.filter((m) => !q.region || m.regionGroup?.toUpperCase() === q.region);
      return ok({ mentors: rows, pagination: paginationOf(Number(q.page), Number(q.limit), rows.length) });
    }
    if (path(r) === '/api/region-admin/mentors/counters') return ok({ total: 40 });
    if (path(r) === '/api/region-admin/teams') return ok({ teams: [TEAM], pagination: paginationOf(1, 50, 1) });
    if (path(r) === '/api/region-admin/teams/counters') return ok({ total: 1 });
    if (path(r) === '/api/region-admin/schools') return ok({ schools: [SCHOOL], pagination: paginationOf(1, 50, 1) });
    if (path(r) === '/api/region-admin/schools/counters') return ok({ total: 1 });
    if (path(r) === '/api/region-admin/export') return { status: 200, body: Buffer.from('\uFEFFmentorId,name\nMNT-1,Asha Verma\n'), contentType: 'text/csv; charset=utf-8' };
    return undefined;
  });
}

let mounted: Mounted;
beforeEach(() => toastStore.dismiss());
afterEach(() => mounted?.unmount());

async function render(type: AdminListType = 'mentors') {
  mounted = await mount(<ReadOnlyDataTab type={type} audience="super" region={null} />);
}

const headers = () => [...document.querySelectorAll('[role="columnheader"]')].map((el) => el.textContent?.trim());
const rowText = (name: string) => [...document.querySelectorAll('[role="row"]')].find((r) => r.textContent?.includes(name))?.textContent ?? '';

describe('ReadOnlyDataTab, super admin', () => {
  it('shows the table with Total and Showing, the spec fields, N/A, and emails cut to 20 characters', async () => {
    serve();
    await render();
    await until(() => pageText().includes('Ravi Kumar'), 'the rows');
    await until(() => document.querySelector('[data-testid="data-view-total"]')?.textContent === 'Total: 40', 'the total (all regions)');
    expect(document.querySelector('[data-testid="data-view-showing"]')?.textContent).toBe('Showing 2 of 2');
    expect(pageText()).toContain('Mentor Data');
    expect(headers()).toEqual(['Mentor ID', 'Name', 'Designation', 'Email', 'School', 'Region', 'Expertise', 'Organization', 'Contact']);
    const cut = [...document.querySelectorAll('[role="gridcell"] span[title]')].find((el) => el.getAttribute('title') === ASHA.emailId);
    expect(cut?.textContent).toBe('asha.verma.pgt@kvsan...');
    expect(pageText()).not.toContain(ASHA.emailId);
    expect(rowText('Ravi Kumar')).toContain('ravi@kv.in');
    // no designation, and no expertise or organisation held: N/A
    expect(rowText('Ravi Kumar').match(/N\/A/g)).toHaveLength(3);
    expect(params(listCalls('mentors')[0])).toEqual({ page: '1', limit: '50', sort: 'name', order: 'asc' });
  });

  it('switches to cards, which show every field and the whole email', async () => {
    serve();
    await render();
    await until(() => pageText().includes('Ravi Kumar'), 'the rows');
    await click(button('Cards'));
    await until(() => document.querySelector('[data-testid="data-view-cards"]') !== null, 'the cards');
    expect(document.querySelector('[role="grid"]')).toBeNull();
    const card = [...document.querySelectorAll('[data-testid="readonly-card"]')].find((c) => c.textContent?.includes('Asha Verma'))!.textContent;
    for (const text of [ASHA.emailId, 'ExpertiseN/A', 'OrganizationN/A', 'Contact9876543210', 'Mentor ID: MNT-1']) expect(card).toContain(text);
    await click(button('Table'));
    await until(() => document.querySelector('[role="grid"]') !== null, 'the table again');
  });

  it('filters by region group on the server and exports as super_admin_NORTH_mentors_export_{date}.csv', async () => {
    const downloads = recordDownloads();
    try {
      serve();
      await render();
      await until(() => pageText().includes('Ravi Kumar'), 'the rows');
      await pickFilter('region', 'NORTH');
      await until(() => !pageText().includes('Ravi Kumar'), 'the filtered page');
      expect(params(listCalls('mentors').at(-1)!)).toMatchObject({ region: 'NORTH', page: '1' });
      expect(document.querySelector('[data-testid="data-view-showing"]')?.textContent).toBe('Showing 1 of 1');
      await click(button('Export'));
      await until(() => downloads.saved.length === 1, 'the download');
      expect(params(exportCalls()[0])).toEqual({ type: 'mentors', region: 'NORTH' });
      expect(downloads.saved[0]).toMatch(new RegExp(`^super_admin_NORTH_mentors_export_${DATE}\\.csv$`));
      await until(() => toastMessages().includes('Mentors data exported successfully! (1 records)'), 'the success toast');
    } finally {
      downloads.restore();
    }
  });

  it('names an export without a region filter super_admin_ALL_REGIONS_{type}_export_{date}.csv', async () => {
    const downloads = recordDownloads();
    try {
      serve();
      await render();
      await until(() => pageText().includes('Ravi Kumar'), 'the rows');
      await click(button('Export'));
      await until(() => downloads.saved.length === 1, 'the download');
      expect(params(exportCalls()[0])).toEqual({ type: 'mentors' });
      expect(downloads.saved[0]).toMatch(new RegExp(`^super_admin_ALL_REGIONS_mentors_export_${DATE}\\.csv$`));
      await until(() => toastMessages().includes('Mentors data exported successfully! (2 records)'), 'the success toast');
    } finally {
      downloads.restore();
    }
  });

  it("says 'No data found' when the list is empty, and 'No data available to export' without a call", async () => {
    serve({ mentors: [] });
    await render();
    await until(() => pageText().includes(MSG.noDataFound), 'the empty state');
    await click(button('Export'));
    await until(() => toastMessages().includes(MSG.noDataToExport), 'the toast');
    expect(exportCalls()).toHaveLength(0);
  });

  it("toasts 'Failed to load mentors data' and shows it with Try Again", async () => {
    serve({ failList: true });
    await render();
    await until(() => toastMessages().includes('Failed to load mentors data'), 'the toast');
    await until(() => hasButton('Try Again'), 'the error state');
    expect(pageText()).toContain('Failed to load mentors data');
  });

  it("shows teams as the spec lists them: Senior, Inactive, 'Unassigned' mentor", async () => {
    serve();
    await render('teams');
    await until(() => pageText().includes('Deep Thinkers'), 'the rows');
    expect(pageText()).toContain('Team Data');
    expect(headers()).toEqual(['Team ID', 'Team Name', 'Category', 'Status', 'School', 'Region', 'Mentor']);
    const row = rowText('Deep Thinkers');
    for (const text of ['N1001SR1', 'Senior', 'Inactive', 'KV One', 'Agra', 'Unassigned']) expect(row).toContain(text);
    for (const key of ['region', 'status', 'category', 'mentor']) expect(document.querySelector(`input[data-filter="${key}"]`)).not.toBeNull();
  });

  it('shows schools with code, name, region, state, district, zone and city (N/A when blank)', async () => {
    serve();
    await render('schools');
    await until(() => pageText().includes('PM SHRI KV One'), 'the rows');
    expect(pageText()).toContain('Schools Data');
    expect(headers()).toEqual(['Code', 'Name', 'Region', 'State', 'District', 'Zone', 'City']);
    expect(rowText('PM SHRI KV One')).toMatch(/N\/A$/);
  });
});
