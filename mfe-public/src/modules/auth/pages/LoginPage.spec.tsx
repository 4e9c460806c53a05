/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { API_MSG, MSG } from '@hackathon/contracts';
import { sessionStore } from '@hackathon/session';
import { PortalProviders } from '@hackathon/ui';
import { FakeApi, ok, pageText, path, type as typeInto, until, type FakeReply } from '@hackathon/ui/testing';
import LoginPage from './LoginPage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
const ADMIN = { _id: 'a1', id: 'a1', role: 'admin', fullName: 'Platform Admin', email: 'admin@hackathon.local', schoolCode: null, region: null, username: null };

/** admin@hackathon.local under attack, signed in to from a new place: the code mailed to the owner is 042917. */
function underAttack(request: { body: unknown }): FakeReply {
  const body = request.body as { code?: string };
  if (body.code === undefined) return { status: 403, body: { success: false, message: API_MSG.signInCodeSent, error: 'SIGN_IN_CODE_REQUIRED', codeRequired: true } };
  if (body.code !== '042917') return { status: 401, body: { success: false, message: API_MSG.invalidSignInCode, error: 'INVALID_SIGN_IN_CODE', codeRequired: true } };
  return ok({ token: fakeJwt({ role: 'admin' }), user: ADMIN }, MSG.loginSuccess);
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const signIn = async () => {
  await act(async () => field('password')!.form!.requestSubmit());
};

describe('school admin login (the platform admin too): the second step of a sign-in under attack', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeEach(async () => {
    localStorage.clear();
    api.reset((request) => (path(request) === '/api/auth/login' ? underAttack(request) : undefined));
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <PortalProviders>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/dashboard" element={<p>admin dashboard</p>} />
            </Routes>
          </MemoryRouter>
        </PortalProviders>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    sessionStore.logout();
  });

  it('shows the notice and the code field, then signs in with password and code', async () => {
    await typeInto(field('email')!, 'Admin@Hackathon.local');
    await typeInto(field('password')!, 'Right#pass1');
    await signIn();
    await until(() => field('code') !== null, 'the code field');
    expect(pageText()).toContain(API_MSG.signInCodeSent);
    expect(document.activeElement).toBe(field('code'));
    // no code yet: nothing is sent
    await signIn();
    expect(pageText()).toContain(MSG.fillAllFields);

    await typeInto(field('code')!, '042917');
    await signIn();
    await until(() => pageText().includes('admin dashboard'), 'the admin dashboard');
    expect(api.calls('POST', '/api/auth/login').map((r) => r.body)).toEqual([
      { email: 'admin@hackathon.local', password: 'Right#pass1' },
      { email: 'admin@hackathon.local', password: 'Right#pass1', code: '042917' },
    ]);
  });
});
