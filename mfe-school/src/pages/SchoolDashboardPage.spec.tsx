/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { onlineManager } from '@tanstack/react-query';
import { SessionProvider, createSessionStore } from '@hackathon/session';
import { setPrerenderHandoff, toastStore } from '@hackathon/ui';
import type { SessionUser } from '@hackathon/contracts';
import { FakeApi, ok, refuse, type RecordedRequest, button, click, mount, pageText, until, type Mounted } from '@hackathon/ui/testing';
import { SchoolDashboardPage } from './SchoolDashboardPage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const registration = { _id: 'r1', schoolCode: '1001', kvCode: '1001', kvName: 'KV One', paymentStatus: 'submitted', district: 'Agra', region: 'Agra', zone: 'N' };
const mentors = [{ _id: 'm1', mentorId: 'MNT-1', name: 'Asha Verma', isActive: true, assignedTeams: [], account: { state: 'active', invitedAt: null, lastSignInAt: null } }];
const teams = [{ _id: 't1', teamId: 'A1001JR1', teamName: 'Robo Rangers', category: 'jr', members: [] }];

function routes(overrides: Partial<Record<string, ReturnType<typeof ok>>>) {
  return ({ method, url }: RecordedRequest) => {
    if (method !== 'GET') return undefined;
    const table: Record<string, ReturnType<typeof ok>> = {
      '/api/registration/by-kv/1001': ok(registration),
      '/api/mentors/school/1001': ok(mentors),
      '/api/teams/school/1001': ok(teams),
      '/api/settings/event': ok({ mentorsLocked: true, teamsLocked: false, updatedAt: null }),
      '/api/school-time/kv/1001': refuse(404, 'Schedule Not Available'),
      ...overrides,
    };
    return table[url];
  };
}

let mounted: Mounted;
async function render() {
  const store = createSessionStore();
  store.login({ token: 'test-token', user: { _id: 'u1', id: 'u1', role: 'school_admin', fullName: 'Admin', email: 'a@example.org', schoolCode: '1001' } as SessionUser });
  mounted = await mount(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={['/mentor-team']}>
        <SchoolDashboardPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

beforeEach(() => toastStore.dismiss());
afterEach(() => {
  mounted.unmount();
  localStorage.clear();
});

const paymentChip = () => document.querySelector('[data-testid="payment-status-chip"]')?.textContent;
const tab = (name: RegExp) => [...document.querySelectorAll('[role="tab"]')].find((el) => name.test(el.textContent ?? '')) as HTMLElement;

describe('SchoolDashboardPage', () => {
  it('shows counts, the payment status and the lock markers from the event settings', async () => {
    api.reset(routes({}));
    await render();
    await until(() => pageText().includes('KV One'), 'the school header');
    const marker = (name: RegExp) => tab(name).querySelector('[data-testid="tab-lock-marker"]');
    // until the settings arrive both show the default, locked
    await until(() => marker(/^Teams/) === null, 'the event settings');
    expect(paymentChip()).toBe('Pending Verification');
    expect(tab(/^Mentors/).textContent).toBe('Mentors (1/2)Locked');
    expect(marker(/^Mentors/)).not.toBeNull();
    expect(pageText()).toContain('Functionality Locked');
    await click(tab(/^Teams/));
    await until(() => pageText().includes('Robo Rangers'), 'the teams panel');
    expect(document.querySelector('[data-testid="teams-locked-banner"]')).toBeNull();
    expect(button('Add New Team').getAttribute('data-locked')).toBeNull();
  });

  it('on a phone: registration facts fold behind a button, cards two by two, the tabs with their scroll arrows', async () => {
    api.reset(routes({}));
    await render();
    await until(() => pageText().includes('KV One'), 'the school header');
    const toggle = button('Show registration details');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.textContent).toContain('District');
    await click(toggle);
    expect(button('Hide registration details').getAttribute('aria-expanded')).toBe('true');
    // both arrows are there (a greyed one at an end), so the tabs beyond the edge can be reached
    expect(document.querySelectorAll('[role="tablist"]')).toHaveLength(1);
    expect(document.querySelectorAll('.MuiTabs-scrollButtons')).toHaveLength(2);
    expect(document.querySelector('.MuiTabs-scrollButtons.MuiTabScrollButton-root')?.className).not.toContain('HideMobile');
  });

  it('hands a server-filled first screen over when its data is on screen, not during the spinner', async () => {
    const handoff = jest.fn();
    // records whether the loaded dashboard was committed when the hand-off ran
    setPrerenderHandoff(() => handoff(pageText().includes('KV One')));
    api.reset(routes({}));
    await render();
    await until(() => handoff.mock.calls.length > 0, 'the hand-off');
    expect(handoff).toHaveBeenCalledTimes(1);
    expect(handoff).toHaveBeenCalledWith(true);
  });

  it('offline: the status card and a notice say so, with when the data was loaded; back online it is connected again', async () => {
    api.reset(routes({}));
    await render();
    await until(() => pageText().includes('Connected to the portal'), 'the summary cards');
    try {
      await act(async () => onlineManager.setOnline(false));
      expect(pageText()).toContain('Not connected: the network is down');
      expect(pageText()).not.toContain('Connected to the portal');
      expect(pageText()).toContain('Offline: showing what was loaded at');
      await act(async () => onlineManager.setOnline(true));
      await until(() => pageText().includes('Connected to the portal'), 'connected again');
      expect(pageText()).not.toContain('Offline:');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says the payment status is unknown when the registration read fails', async () => {
    api.reset(routes({ '/api/registration/by-kv/1001': refuse(404, 'Registration not found') }));
    await render();
    await until(() => paymentChip() !== undefined, 'the summary cards');
    expect(paymentChip()).toBe('Unknown');
    expect(pageText()).toContain('The payment status could not be loaded.');
    expect(pageText()).not.toContain('Not Submitted');
  });

  it('shows Schedule Not Available with the release note on 404, and both guidelines', async () => {
    api.reset(routes({}));
    await render();
    await until(() => pageText().includes('KV One'), 'the school header');
    await click(tab(/^Schedule/));
    await until(() => pageText().includes('Schedule Not Available'), 'the schedule state');
    expect(pageText()).toContain('will be released soon');
    await click(tab(/^Guidelines/));
    expect(pageText()).toContain('School Admin Login guide');
    expect(pageText()).toContain('Bootcamp Guidelines');
    expect(document.querySelector('a[aria-label="Download Bootcamp Guidelines"]')?.getAttribute('href')).toBe('/docs/bootcamp-guidelines.pdf');
  });

  it('shows the loaded schedule and the fetch failure', async () => {
    const schedule = { kvCode: '1001', kvName: 'KV One', district: 'Agra', region: 'Agra', zone: 'N', seniorCohort: '13-16 Oct', seniorTime: '10:00 AM', juniorCohort: '20-23 Oct', juniorSlot: '2:00 PM', SRDAY1: 'P', SRDAY2: null, SRDAY3: null, SRDAY4: null, JRDAY1: null, JRDAY2: null, JRDAY3: null, JRDAY4: null };
    api.reset(routes({ '/api/school-time/kv/1001': ok(schedule) }));
    await render();
    await until(() => pageText().includes('KV One'), 'the school header');
    await click(tab(/^Schedule/));
    await until(() => pageText().includes('Cohort: 13-16 Oct'), 'the schedule');
    expect(pageText()).toContain('Day 1: Present');
    mounted.unmount();

    api.reset(routes({ '/api/school-time/kv/1001': refuse(403, 'nope') }));
    await render();
    await until(() => pageText().includes('KV One'), 'the school header');
    await click(tab(/^Schedule/));
    await until(() => pageText().includes('Failed to fetch schedule'), 'the schedule failure');
  });

  it("opens the school's certificates in their own tab, read only when it is opened", async () => {
    const certificates = { certificates: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0, hasNext: false, hasPrev: false } };
    api.reset(routes({ '/api/certificates?page=1&limit=50': ok(certificates) }));
    await render();
    await until(() => pageText().includes('KV One'), 'the school header');
    expect(api.requests.some((r) => r.url.startsWith('/api/certificates'))).toBe(false);
    await click(tab(/^Certificates/));
    await until(() => pageText().includes('No certificates found'), 'the certificates tab');
    expect(pageText()).toContain('Certificates of your school');
    expect(button('Download all (ZIP)')).toBeDefined();
  });
});
