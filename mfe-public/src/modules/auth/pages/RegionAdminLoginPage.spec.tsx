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
import RegionAdminLoginPage from './RegionAdminLoginPage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
const CODE = '042917';
const refusal = (status: number, message: string, error: string): FakeReply => ({ status, body: { success: false, message, error, codeRequired: true } });

/** The API of an account under attack, signed in to from a new place: password first, then password and code. */
function underAttack(request: { body: unknown }): FakeReply {
  const body = request.body as { password?: string; code?: string };
  if (body.code === undefined) return refusal(403, API_MSG.signInCodeSent, 'SIGN_IN_CODE_REQUIRED');
  if (body.code !== CODE || body.password !== 'Right#pass1') return refusal(401, API_MSG.invalidSignInCode, 'INVALID_SIGN_IN_CODE');
  return ok({ token: fakeJwt({ role: 'super_admin' }), admin: { id: 'a1', username: 'superadmin', fullName: 'Super Admin', role: 'super_admin', region: null } }, MSG.loginSuccess);
}

const logins = () => api.requests.filter((r) => path(r) === '/api/region-admin/login').map((r) => r.body);
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const signIn = async () => {
  // a keyboard user's Enter in a field submits the form
  await act(async () => field('password')!.form!.requestSubmit());
};

describe('KVS admin login: the second step of a sign-in under attack', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeEach(async () => {
    localStorage.clear();
    api.reset((request) => (path(request) === '/api/region-admin/login' ? underAttack(request) : undefined));
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <PortalProviders>
          <MemoryRouter initialEntries={['/region-admin-login']}>
            <Routes>
              <Route path="/region-admin-login" element={<RegionAdminLoginPage />} />
              <Route path="/super-admin-dashboard" element={<p>super admin home</p>} />
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

  it('asks for the emailed code, focuses its field, and signs in with password and code', async () => {
    expect(field('code')).toBeNull();
    await typeInto(field('username')!, 'superadmin');
    await typeInto(field('password')!, 'Right#pass1');
    await signIn();
    await until(() => pageText().includes(API_MSG.signInCodeSent), 'the notice');
    const code = field('code')!;
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(pageText()).toContain(API_MSG.signInCodeLabel);
    expect(pageText()).toContain(API_MSG.signInCodeHint);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(API_MSG.signInCodeSent);

    // digits only, six of them, before anything is sent
    await typeInto(code, '04a29');
    expect(code.value).toBe('0429');
    await signIn();
    expect(pageText()).toContain(MSG.enterValidOtp);
    expect(logins()).toHaveLength(1);

    // a wrong code: the server's words, and the field stays
    await typeInto(code, '111111');
    await signIn();
    await until(() => pageText().includes(API_MSG.invalidSignInCode), 'the refusal');
    expect(field('code')).not.toBeNull();

    await typeInto(field('code')!, CODE);
    await signIn();
    await until(() => pageText().includes('super admin home'), 'the super admin home');
    expect(logins()).toEqual([
      { username: 'superadmin', password: 'Right#pass1' },
      { username: 'superadmin', password: 'Right#pass1', code: '111111' },
      { username: 'superadmin', password: 'Right#pass1', code: CODE },
    ]);
  });

  it('another username drops the code step', async () => {
    await typeInto(field('username')!, 'superadmin');
    await typeInto(field('password')!, 'Right#pass1');
    await signIn();
    await until(() => field('code') !== null, 'the code field');
    await typeInto(field('username')!, 'ra.delhi');
    expect(field('code')).toBeNull();
    expect(pageText()).not.toContain(API_MSG.signInCodeSent);
  });
});
