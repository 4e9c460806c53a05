/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { API_MSG, MSG, type Registration } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, path, button, byId, click, helperText, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { REGISTRATION } from '../modules/shared/testing/fixtures';
import { EditRegistrationPage } from './EditRegistrationPage';
import { RegistrationDetailsPage } from './RegistrationDetailsPage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const ID = REGISTRATION._id;

let shownPath = '';
function Where() {
  const location = useLocation();
  useEffect(() => {
    shownPath = location.pathname;
  });
  return null;
}

let mounted: Mounted;
async function render(at: string) {
  mounted = await mount(
    <MemoryRouter initialEntries={[at]}>
      <Where />
      <Routes>
        <Route path="/registration/:id" element={<RegistrationDetailsPage />} />
        <Route path="/edit-registration/:id" element={<EditRegistrationPage />} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** GET answers `current` (changeable by the test); PUT answers `put(body)`. */
let current: Registration;
function serve(put: (body: Record<string, unknown>) => ReturnType<typeof ok> = (body) => ok({ ...current, ...body, updatedAt: '2025-08-22T09:00:00.000Z' }, API_MSG.registrationUpdated)) {
  api.reset((r) => {
    if (path(r) === `/api/registration/${ID}` && r.method === 'GET') return ok(current);
    if (path(r) === `/api/registration/${ID}` && r.method === 'PUT') return put(r.body as Record<string, unknown>);
    if (path(r).startsWith('/api/registration/') && r.method === 'GET') return refuse(404, API_MSG.registrationNotFound);
    return undefined;
  });
}

beforeEach(() => {
  toastStore.dismiss();
  current = { ...REGISTRATION, orderId: 'order_9', paymentId: null };
});
afterEach(() => mounted.unmount());

describe('/registration/{id}', () => {
  it("shows the spec's fields and payment badge, Back to Dashboard and Edit Registration", async () => {
    serve();
    await render(`/registration/${ID}`);
    await until(() => pageText().includes('PM SHRI KV One'), 'the details');
    for (const text of ['1001', 'Agra', '9876543210', 'principal@kv1.example.org', 'Order ID', 'order_9', 'Registered On', 'Last Updated']) {
      expect(pageText()).toContain(text);
    }
    expect(pageText()).not.toContain('Payment ID');
    expect(document.querySelector('[data-testid="payment-status"]')?.textContent).toBe('Payment: Uploaded');
    expect(button('Back to Dashboard').getAttribute('href')).toBe('/dashboard');
    expect(button('Edit Registration').getAttribute('href')).toBe(`/edit-registration/${ID}`);
  });

  it("says 'Invalid registration ID' for a malformed id without asking, and for an unknown one", async () => {
    serve();
    await render('/registration/not-an-id');
    expect(pageText()).toContain(MSG.invalidRegistrationId);
    expect(api.requests).toHaveLength(0);
    mounted.unmount();
    await render('/registration/00000000-0000-4000-8000-000000000000');
    await until(() => pageText().includes(MSG.invalidRegistrationId), 'the unknown id');
    await click(button('Back to Dashboard'));
    expect(shownPath).toBe('/dashboard');
  });

  it("says 'Failed to load registration details' with Try again when the read fails", async () => {
    api.reset(() => refuse(503, 'Service unavailable'));
    await render(`/registration/${ID}`);
    await until(() => pageText().includes(MSG.failedLoadRegistration), 'the failure');
    serve();
    await click(button('Try again'));
    await until(() => pageText().includes('PM SHRI KV One'), 'the details after retrying');
  });
});

describe('/edit-registration/{id}', () => {
  it('saves only the changed fields with the updatedAt read, then shows the details', async () => {
    serve();
    await render(`/edit-registration/${ID}`);
    await until(() => document.getElementById('registration-contactNumber') !== null, 'the form');
    await type(byId('registration-contactNumber'), '9123456780');
    await click(button('Save Changes'));
    await until(() => shownPath === `/registration/${ID}`, 'the details page');
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ updatedAt: REGISTRATION.updatedAt, contactNumber: '9123456780' });
    expect(toastMessages()).toContain(API_MSG.registrationUpdated);
  });

  it('checks the fields before sending', async () => {
    serve();
    await render(`/edit-registration/${ID}`);
    await until(() => document.getElementById('registration-email') !== null, 'the form');
    await type(byId('registration-email'), 'not-an-email');
    await type(byId('registration-fullName'), ' ');
    await click(button('Save Changes'));
    expect(helperText('registration-email')).toBe(MSG.invalidEmail);
    expect(helperText('registration-fullName')).toBe(MSG.required);
    expect(document.activeElement?.id).toBe('registration-fullName');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's words when someone else saved first, and Reload edits the latest version", async () => {
    serve((body) => (body.updatedAt === REGISTRATION.updatedAt ? refuse(409, API_MSG.registrationStale) : ok({ ...current, ...body }, API_MSG.registrationUpdated)));
    await render(`/edit-registration/${ID}`);
    await until(() => document.getElementById('registration-contactNumber') !== null, 'the form');
    await type(byId('registration-contactNumber'), '9123456780');
    // meanwhile another admin changed the email
    current = { ...current, email: 'other@kv1.example.org', updatedAt: '2025-08-21T12:00:00.000Z' };
    await click(button('Save Changes'));
    await until(() => pageText().includes(API_MSG.registrationStale), 'the stale-edit message');
    expect(button('Save Changes').disabled).toBe(true);
    await click(button('Reload'));
    await until(() => byId('registration-email').value === 'other@kv1.example.org', 'the latest version');
    expect(pageText()).not.toContain(API_MSG.registrationStale);
    await type(byId('registration-contactNumber'), '9123456780');
    await click(button('Save Changes'));
    await until(() => shownPath === `/registration/${ID}`, 'the details page');
    const puts = api.requests.filter((r) => r.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({ updatedAt: '2025-08-21T12:00:00.000Z', contactNumber: '9123456780' });
  });
});
