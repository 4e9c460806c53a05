/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MemoryRouter } from 'react-router-dom';
import { paginationOf, type ActivityEntry } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, byId, click, mount, pageText, type, until, type Mounted } from '@hackathon/ui/testing';
import { ActivitySection } from './ActivitySection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const ENTRY: ActivityEntry = {
  id: '41',
  at: '2025-08-21T11:00:00.000Z',
  actorId: 'a1',
  actorRole: 'admin',
  actorLabel: 'admin@hackathon.local',
  actorName: 'Platform Admin',
  ip: '10.0.0.7',
  action: 'phase.eliminated',
  entityType: 'team',
  entityId: 't-1',
  schoolCode: '1001',
  reason: 'Performance based',
  before: { status: 'ACTIVE', currentPhase: 1 },
  after: { status: 'ELIMINATED', currentPhase: 1 },
};
const listCalls = () => api.requests.filter((r) => path(r) === '/api/admin/activity');

let mounted: Mounted;
beforeEach(async () => {
  toastStore.dismiss();
  api.reset((r) => (path(r) === '/api/admin/activity' ? ok({ items: [ENTRY], pagination: paginationOf(1, 50, 1) }) : undefined));
  mounted = await mount(
    <MemoryRouter>
      <ActivitySection />
    </MemoryRouter>,
  );
});
afterEach(() => mounted.unmount());

describe('Activity section', () => {
  it('lists the entries and shows one with its reason and before/after', async () => {
    await until(() => pageText().includes('Eliminated'), 'the entries');
    expect(pageText()).toContain('Platform Admin (admin)');
    const cell = [...document.querySelectorAll('[role="gridcell"]')].find((el) => el.textContent === 'Eliminated');
    await click(cell!);
    const dialog = () => document.querySelector('[role="dialog"]')?.textContent ?? '';
    await until(() => dialog().includes('Before and after'), 'the detail modal');
    for (const text of ['10.0.0.7', 'Performance based', 'phase.eliminated', 'ACTIVE', 'ELIMINATED', 'team t-1']) expect(dialog()).toContain(text);
    const changed = [...document.querySelectorAll('[data-changed="true"]')].map((row) => row.firstElementChild?.textContent);
    expect(changed).toEqual(['status']);
  });

  it('sends the search box as person and the school and dates as filters', async () => {
    await until(() => listCalls().length > 0, 'the first read');
    const search = document.querySelector('input[type="search"]') as HTMLInputElement;
    await type(search, 'asha');
    await until(() => params(listCalls().at(-1)!).person === 'asha', 'the person filter');
    expect(params(listCalls().at(-1)!).search).toBeUndefined();
    await type(document.querySelector('input[data-filter="schoolCode"]')!, '1001');
    await until(() => params(listCalls().at(-1)!).schoolCode === '1001', 'the school filter');
    await type(document.querySelector('input[data-filter="from"]')!, '2025-08-22');
    await type(document.querySelector('input[data-filter="to"]')!, '2025-08-21');
    expect(pageText()).toContain('from must not be after to');
    expect(params(listCalls().at(-1)!).to).toBeUndefined();
    await type(document.querySelector('input[data-filter="to"]')!, '2025-08-23');
    await until(() => params(listCalls().at(-1)!).to === '2025-08-23', 'the date range');
    expect(params(listCalls().at(-1)!)).toMatchObject({ person: 'asha', schoolCode: '1001', from: '2025-08-22', to: '2025-08-23', page: '1' });
    expect(byId('data-view-filter-action')).toBeTruthy();
  });
});
