/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { API_MSG, MSG } from '@hackathon/contracts';
import { FakeApi, ok, pageText, path, type as typeInto, until } from '@hackathon/ui/testing';
import RegionAdminLoginPage from './RegionAdminLoginPage';
import { fakeJwt, field, renderSignInPage, RIGHT_PASSWORD, SIGN_IN_CODE as CODE, submitSignIn as signIn, underAttack } from './signInUnderAttack.testing';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

/** The super admin under attack, signed in to from a new place. */
const superAdminUnderAttack = underAttack(
  ok({ token: fakeJwt({ role: 'super_admin' }), admin: { id: 'a1', username: 'superadmin', fullName: 'Super Admin', role: 'super_admin', region: null } }, MSG.loginSuccess),
);

const logins = () => api.requests.filter((r) => path(r) === '/api/region-admin/login').map((r) => r.body);

describe('KVS admin login: the second step of a sign-in under attack', () => {
  let cleanUp: () => void;

  beforeEach(async () => {
    localStorage.clear();
    api.reset((request) => (path(request) === '/api/region-admin/login' ? superAdminUnderAttack(request) : undefined));
    cleanUp = await renderSignInPage('/region-admin-login', <RegionAdminLoginPage />, '/super-admin-dashboard', 'super admin home');
  });

  afterEach(() => cleanUp());

  it('asks for the emailed code, focuses its field, and signs in with password and code', async () => {
    expect(field('code')).toBeNull();
    await typeInto(field('username')!, 'superadmin');
    await typeInto(field('password')!, RIGHT_PASSWORD);
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
      { username: 'superadmin', password: RIGHT_PASSWORD },
      { username: 'superadmin', password: RIGHT_PASSWORD, code: '111111' },
      { username: 'superadmin', password: RIGHT_PASSWORD, code: CODE },
    ]);
  });

  it('another username drops the code step', async () => {
    await typeInto(field('username')!, 'superadmin');
    await typeInto(field('password')!, RIGHT_PASSWORD);
    await signIn();
    await until(() => field('code') !== null, 'the code field');
    await typeInto(field('username')!, 'ra.delhi');
    expect(field('code')).toBeNull();
    expect(pageText()).not.toContain(API_MSG.signInCodeSent);
  });
});
