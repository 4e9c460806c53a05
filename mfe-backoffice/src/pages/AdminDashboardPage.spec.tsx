/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act, useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { API_MSG, paginationOf, type SessionUser } from '@hackathon/contracts';
import { SessionProvider, createSessionStore } from '@hackathon/session';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, path, button, click, mount, pageText, until, type Mounted } from '@hackathon/ui/testing';
import { ADMIN_SECTION_KEYS } from '../modules/admin';
import { AdminDashboardPage } from './AdminDashboardPage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const STATS = {
  schools: 1000,
  registrations: 900,
  mentors: 1500,
  teams: 2700,
  totalStudents: 11500,
  activeTeams: 2600,
  totalPaymentSubmitted: 700,
  paymentPending: 120,
  verifiedPayments: 560,
};

function serve(dashboard = () => ok({ stats: STATS, generatedAt: '2025-08-21T11:00:00.000Z' })) {
  api.reset((r) => {
    if (r.method !== 'GET') return undefined;
    if (path(r) === '/api/admin/dashboard') return dashboard();
    if (path(r) === '/api/settings/event') return ok({ mentorsLocked: true, teamsLocked: true, updatedAt: null });
    if (path(r) === '/api/admin/activity') return ok({ items: [], pagination: paginationOf(1, 50, 0) });
    return undefined;
  });
}

let search = '';
function Where() {
  const location = useLocation();
  useEffect(() => {
    search = location.search;
  });
  return null;
}

let mounted: Mounted;
async function render(at: string) {
  const store = createSessionStore();
  store.login({ token: 'test-token', user: { _id: 'u1', id: 'u1', role: 'admin', fullName: 'Platform Admin', email: 'admin@hackathon.local' } as SessionUser });
  mounted = await mount(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Where />
        <AdminDashboardPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const sidebarItem = (key: string) => document.querySelector(`[data-section="${key}"]`) as HTMLElement;
const shownSection = () => document.querySelector('[data-testid^="section-"]')?.getAttribute('data-testid');

beforeEach(() => toastStore.dismiss());
afterEach(() => {
  mounted.unmount();
  localStorage.clear();
});

describe('AdminDashboardPage', () => {
  it('falls back to the overview for an unknown section: header, cards, quick actions, System Online', async () => {
    serve();
    await render('/dashboard?section=nope');
    expect(shownSection()).toBe('section-overview');
    await until(() => pageText().includes('2,700'), 'the overview counts');
    for (const text of ['Admin Dashboard', 'Welcome,', 'Platform Admin', 'Logout', 'All teams, whatever their status', 'Quick actions', 'Phase Management', '120 pending', 'Refresh Data', 'Event settings']) {
      expect(pageText()).toContain(text);
    }
    expect(document.querySelector('[data-testid="system-status"]')?.textContent).toBe('System Online');
    expect(sidebarItem('overview').getAttribute('aria-current')).toBe('page');
    // the sidebar in the sections' order (the spec's, then Activity: utils/sections.spec.ts)
    expect([...document.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'))).toEqual([...ADMIN_SECTION_KEYS]);
  });

  it('opens a section from a quick action and from the sidebar, through ?section=', async () => {
    serve();
    await render('/dashboard');
    await until(() => pageText().includes('120 pending'), 'the pending count');
    await click(button('Payment Verification120 pending'));
    expect(search).toBe('?section=payment-verification');
    expect(pageText()).toContain(API_MSG.paymentVerificationNotice);
    await click(sidebarItem('activity'));
    expect(search).toBe('?section=activity');
    await until(() => pageText().includes(API_MSG.noActivityFound), 'the activity section');
  });

  it('below 600 px offers every section in one select, and folds the overview cards into two columns', async () => {
    serve();
    await render('/dashboard');
    await until(() => pageText().includes('2,700'), 'the overview counts');
    // the cards: half a row each on a phone (xs), a quarter from md
    const cards = [...document.querySelectorAll('[data-testid="overview-cards"] > .MuiGrid-root')];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.className).toContain('MuiGrid-grid-xs-6');
    // the select (shown below sm in place of the row of buttons) lists all ten sections
    const select = document.querySelector('nav[aria-label="Admin sections"] [role="combobox"]') as HTMLElement;
    expect(select.textContent).toBe('Overview');
    await act(async () => select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    const options = [...document.querySelectorAll('[role="option"]')];
    expect(options).toHaveLength(ADMIN_SECTION_KEYS.length);
    expect(options.map((o) => o.textContent)).toContain('Payment Verification');
    await click(options.find((o) => o.textContent === 'Activity')!);
    expect(search).toBe('?section=activity');
    await until(() => shownSection() === 'section-activity', 'the activity section');
  });

  it('collapses the sidebar and remembers it', async () => {
    serve();
    await render('/dashboard');
    const nav = () => document.querySelector('nav[aria-label="Admin sections"]') as HTMLElement;
    expect(nav().getAttribute('data-collapsed')).toBe('false');
    await click(document.querySelector('button[aria-label="Collapse sidebar"]')!);
    expect(nav().getAttribute('data-collapsed')).toBe('true');
    expect(localStorage.getItem('adminSidebarCollapsed')).toBe('true');
    mounted.unmount();
    await render('/dashboard');
    expect(nav().getAttribute('data-collapsed')).toBe('true');
  });

  describe("the header's refresh re-reads the counts and every read of the open section; payment verification, the event settings and the Content section keep their own refresh", () => {
    const reads = (from: number) => new Set(api.requests.slice(from).filter((r) => r.method === 'GET').map(path));
    /** Until nothing has been fetching for a while (sections load lazily and then read). */
    const settled = async () => {
      let quiet = 0;
      await until(() => {
        quiet = mounted.client.isFetching() === 0 && api.requests.some((r) => path(r) === '/api/admin/dashboard') ? quiet + 1 : 0;
        return quiet > 5;
      }, 'the reads to settle');
    };
    // the Content section keeps its own (a re-read would look like a change under the admin's edits)
    const OWN_REFRESH = ['/api/settings/event', '/api/payment-verification/list', '/api/payment-verification/stats', '/api/admin/content', '/api/payment-verification/pending'];
    // what the sections' refreshes read, over every section (one test per section: each is a few seconds)
    const reread = new Set<string>();

    it.each([...ADMIN_SECTION_KEYS])('%s', async (key) => {
      serve();
      const start = api.requests.length;
      await render(`/dashboard?section=${key}`);
      await settled();
      const first = reads(start);
      const before = api.requests.length;
      await click(document.querySelector('header button[aria-label="Refresh"]')!);
      await settled();
      const again = reads(before);
      expect([...again].sort()).toEqual([...first].filter((read) => !OWN_REFRESH.includes(read)).sort());
      again.forEach((read) => reread.add(read));
    });

    it('over every section: the counts and each list the sections show', () => {
      expect([...reread].sort()).toEqual(
        [
          '/api/admin/dashboard',
          ...['registrations', 'teams', 'students', 'schools', 'mentors'].flatMap((list) => [`/api/admin/${list}`, `/api/admin/${list}/counters`]),
          '/api/teams/phases/list',
          '/api/notifications/admin/all',
          '/api/notifications/admin/stats',
          '/api/admin/activity',
          '/api/admin/judges',
          '/api/judging/rounds',
          '/api/certificates/batches',
          '/api/certificates',
        ].sort(),
      );
    });
  });

  it("shows the dashboard's failure: the error banner and 'System Offline'", async () => {
    serve(() => refuse(403, 'Forbidden'));
    await render('/dashboard');
    await until(() => pageText().includes('Failed to load dashboard data'), 'the error');
    expect(document.querySelector('[data-testid="system-status"]')?.textContent).toBe('System Offline');
    expect(document.querySelector('[data-testid="connection-state"]')?.textContent).toBe('Error');
  });
});
