/**
 * What the region and super admin dashboard specs share: the session of each role, the dashboard
 * and summary answers of the fake API, and the grid's helpers. Spec files only (the requests,
 * filters and downloads come from @hackathon/ui/testing).
 */
import { act, useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { paginationOf, type AdminInfo, type RegionSchoolSummary } from '@hackathon/contracts';
import { SessionProvider, createSessionStore } from '@hackathon/session';
import { toastStore } from '@hackathon/ui';
import { FakeApi, mount, ok, params, path, until, type FakeReply, type Mounted, type RecordedRequest } from '@hackathon/ui/testing';

export const REGION_ADMIN: AdminInfo = {
  _id: 'ra1',
  id: 'ra1',
  username: 'ra.bhopal',
  fullName: 'Ravi Kumar',
  email: 'ra.bhopal@hackathon.local',
  role: 'region_admin',
  region: 'Bhopal',
};

export const SUPER_ADMIN: AdminInfo = {
  _id: 'sa1',
  id: 'sa1',
  username: 'superadmin',
  fullName: 'Sunita Rao',
  email: 'super@hackathon.local',
  role: 'super_admin',
  region: null,
};

export const STATS = { schools: 1050, teams: 2700, registrations: 900, mentors: 1500, activeTeams: 2600, pendingRegistrations: 45, approvedRegistrations: 830 };

export const SCHOOLS: RegionSchoolSummary[] = [
  { kvCode: '1001', kvName: 'KV No. 1 Bhopal', registered: true, mentors: 2, jrTeams: 2, srTeams: 2, totalTeams: 4, totalStudents: 20, paymentStatus: 'verified' },
  { kvCode: '1002', kvName: 'KV No. 2 Bhopal', registered: true, mentors: 1, jrTeams: 1, srTeams: 0, totalTeams: 1, totalStudents: 5, paymentStatus: 'rejected' },
  { kvCode: '1003', kvName: 'KV Itarsi', registered: true, mentors: 1, jrTeams: 0, srTeams: 3, totalTeams: 3, totalStudents: 14, paymentStatus: 'submitted' },
  { kvCode: '1004', kvName: 'KV Sehore', registered: false, mentors: 0, jrTeams: 0, srTeams: 0, totalTeams: 0, totalStudents: 0, paymentStatus: null },
];

export interface ServeOptions {
  region?: string | null;
  /** The summary's matching total (default the rows' count): more than a page shows the grid's paging. */
  total?: number;
  summary?: (r: RecordedRequest) => FakeReply | undefined;
  summaryExport?: (r: RecordedRequest) => FakeReply | undefined;
}

/** The dashboard (stats + region) and one page of the summary: the four schools, or none when searched for 'zzz'. */
export function serve(api: FakeApi, options: ServeOptions = {}) {
  api.reset((r) => {
    if (r.method !== 'GET') return undefined;
    if (path(r) === '/api/region-admin/dashboard') return ok({ stats: STATS, region: options.region ?? null });
    if (path(r) === '/api/region-admin/summary') {
      const custom = options.summary?.(r);
      if (custom) return custom;
      const q = params(r);
      const rows = q.search === 'zzz' ? [] : SCHOOLS;
      return ok({ schools: rows, pagination: paginationOf(Number(q.page ?? 1), Number(q.limit ?? 50), rows.length ? (options.total ?? rows.length) : 0) });
    }
    if (path(r) === '/api/region-admin/summary/export') {
      const custom = options.summaryExport?.(r);
      if (custom) return custom;
      return { status: 200, body: Buffer.from('\uFEFFkvCode,kvName\r\n1001,KV No. 1 Bhopal\r\n'), contentType: 'text/csv; charset=utf-8' };
    }
    return undefined;
  });
}

export const summaryCalls = (api: FakeApi) => api.requests.filter((r) => path(r) === '/api/region-admin/summary');
export const lastSummaryQuery = (api: FakeApi) => {
  const calls = summaryCalls(api);
  return calls.length ? params(calls[calls.length - 1]!) : undefined;
};

export interface DashboardHarness {
  api: FakeApi;
  /** Mounts the page at `at` (default its home path), the admin signed in. */
  render: (at?: string) => Promise<void>;
  /** Unmounts the page before a test renders it again (the harness unmounts after each test). */
  unmount: () => void;
}

/**
 * A dashboard page's spec set-up: the fake API for the file, a clean toast list before each test,
 * and the page unmounted and the session cleared after it.
 */
export function dashboardHarness(page: ReactElement, admin: AdminInfo, home: string): DashboardHarness {
  const api = new FakeApi();
  let mounted: Mounted | null = null;
  const unmount = () => {
    mounted?.unmount();
    mounted = null;
  };
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => toastStore.dismiss());
  afterEach(() => {
    unmount();
    localStorage.clear();
  });
  return {
    api,
    unmount,
    render: async (at = home) => {
      mounted = await renderDashboard(page, admin, at);
    },
  };
}

/** Where the page is (path and query), updated on every navigation. */
export const location = { pathname: '', search: '' };
function Where() {
  const current = useLocation();
  useEffect(() => {
    location.pathname = current.pathname;
    location.search = current.search;
  });
  return null;
}

/** Mounts a dashboard page at `at` with the admin signed in; /login is a stub to land on after Logout. */
export async function renderDashboard(page: ReactElement, admin: AdminInfo, at: string): Promise<Mounted> {
  const store = createSessionStore();
  store.loginRegionAdmin({ token: 'test-token', admin });
  const base = at.split('?')[0]!;
  return mount(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Where />
        <Routes>
          <Route path={base} element={page} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

export const tabButton = (key: string) => document.querySelector(`[role="tab"][data-tab="${key}"]`) as HTMLElement;
export const selectedTab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-tab');
export const shownPanel = () => document.querySelector('[role="tabpanel"]')?.getAttribute('data-testid');

/** Clicks a column header of the grid (the grid sorts on the title's click). */
export async function sortBy(headerText: string) {
  const header = [...document.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent?.trim() === headerText);
  if (!header) throw new Error(`No column ${headerText}`);
  await act(async () => header.querySelector('.MuiDataGrid-columnHeaderTitleContainer')?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
}

/** A row of the grid by its KV code: the texts of its cells. */
export function rowCells(kvCode: string): string[] {
  const row = document.querySelector(`[role="row"][data-id="${kvCode}"]`);
  return row ? [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent?.trim() ?? '') : [];
}

/** Waits for the summary table's first rows (school 1001). */
export const summaryLoaded = () => until(() => rowCells('1001').length > 0, 'the summary rows');
/** The summary table's search box. */
export const summarySearch = () => document.querySelector('input[placeholder="Search KV code or name..."]') as HTMLInputElement;
