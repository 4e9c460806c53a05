/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { NOTIFICATION_MSG, paginationOf, type AdminNotification } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, button, byId, choose, click, hasButton, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { NotificationsSection } from './NotificationsSection';
import { NOTIFICATION_STATS } from './testing/fixtures';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const notice: AdminNotification = {
  _id: 'n1',
  id: 'n1',
  title: 'Bootcamp schedule',
  message: 'The bootcamp starts on Monday at 10:00.',
  type: 'info',
  priority: 'high',
  status: 'active',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  timestamp: '2026-01-01T00:00:00.000Z',
  target: { roles: ['school_admin'], regions: [] },
  readCount: 3,
  createdByName: 'Admin',
};

function serve() {
  api.reset((r) => {
    if (r.url.startsWith('/api/notifications/admin/all')) return ok({ items: [notice], pagination: paginationOf(1, 50, 1) });
    if (r.url.startsWith('/api/notifications/admin/stats')) return ok(NOTIFICATION_STATS);
    if (r.method === 'POST' && r.url === '/api/notifications/create') return { status: 201, body: { success: true, message: NOTIFICATION_MSG.created, data: notice } };
    if (r.method === 'DELETE' && r.url === '/api/notifications/admin/n1') return ok({ _id: 'n1' }, NOTIFICATION_MSG.deleted);
    if (r.url.startsWith('/api/notifications/user')) return ok([]);
    return undefined;
  });
}

let mounted: Mounted;
beforeEach(() => {
  toastStore.dismiss();
  serve();
});
afterEach(() => mounted?.unmount());

async function render() {
  mounted = await mount(<NotificationsSection />);
  await until(() => pageText().includes('Bootcamp schedule') && pageText().includes('Read Rate'), 'the list and the tiles');
}

describe('NotificationsSection', () => {
  it('lists the notifications with their audience and the stats tiles', async () => {
    await render();
    expect(pageText()).toContain('School admins');
    // the stats tiles come from their own request: the labels show before the numbers do
    await until(() => pageText().includes('25%'), 'the read rate tile');
    expect(api.requests.find((r) => r.url.startsWith('/api/notifications/admin/all'))?.url).toContain('sort=createdAt&order=desc');
  });

  it("refuses a blank form: 'Please fill in all required fields', nothing sent", async () => {
    await render();
    await click(button('Create Notification'));
    const submit = [...document.querySelectorAll('[role="dialog"] button')].filter((b) => b.textContent === 'Create Notification').pop() as HTMLButtonElement;
    await click(submit);
    expect(toastMessages()).toContain(NOTIFICATION_MSG.fillRequiredFields);
    expect(api.calls('POST', '/api/notifications/create')).toHaveLength(0);
  });

  it('creates a notification for everyone by default, or for the roles picked', async () => {
    await render();
    await click(button('Create Notification'));
    await type(byId('notification-title'), 'Results');
    await type(byId('notification-message'), 'Phase 1 results are out.');
    await choose('notification-priority', 'High');
    await click(document.querySelector('input[value="custom"]') as HTMLInputElement);
    const mentorsBox = [...document.querySelectorAll('[role="dialog"] label')].find((l) => l.textContent === 'Mentors')?.querySelector('input') as HTMLInputElement;
    await click(mentorsBox);
    const submit = [...document.querySelectorAll('[role="dialog"] button')].filter((b) => b.textContent === 'Create Notification').pop() as HTMLButtonElement;
    await click(submit);
    await until(() => toastMessages().includes(NOTIFICATION_MSG.created), 'the toast');
    expect(api.calls('POST', '/api/notifications/create')[0].body).toEqual({
      title: 'Results',
      message: 'Phase 1 results are out.',
      type: 'info',
      priority: 'high',
      target: { roles: ['mentor'], regions: [] },
    });
  });

  it('deletes after the confirmation of the spec', async () => {
    await render();
    await click(document.querySelector('[aria-label="Delete Bootcamp schedule"]') as HTMLElement);
    expect(pageText()).toContain(NOTIFICATION_MSG.confirmDelete);
    // the confirmation's countdown (5 s by default) enables the button
    await until(() => hasButton('Delete') && !button('Delete').disabled, 'the countdown');
    await click(button('Delete'));
    await until(() => toastMessages().includes(NOTIFICATION_MSG.deleted), 'the toast');
    expect(api.calls('DELETE', '/api/notifications/admin/n1')).toHaveLength(1);
  });
});
