/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { API_MSG, MSG } from '@hackathon/contracts';
import { FakeApi, ok, pageText, path, type as typeInto, until } from '@hackathon/ui/testing';
import LoginPage from './LoginPage';
import { fakeJwt, field, renderSignInPage, RIGHT_PASSWORD, SIGN_IN_CODE, submitSignIn as signIn, underAttack } from './signInUnderAttack.testing';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const ADMIN = { _id: 'a1', id: 'a1', role: 'admin', fullName: 'Platform Admin', email: 'admin@hackathon.local', schoolCode: null, region: null, username: null };
/** admin@hackathon.local under attack, signed in to from a new place. */
const adminUnderAttack = underAttack(ok({ token: fakeJwt({ role: 'admin' }), user: ADMIN }, MSG.loginSuccess));

describe('school admin login (the platform admin too): the second step of a sign-in under attack', () => {
  let cleanUp: () => void;

  beforeEach(async () => {
    localStorage.clear();
    api.reset((request) => (path(request) === '/api/auth/login' ? adminUnderAttack(request) : undefined));
    cleanUp = await renderSignInPage('/login', <LoginPage />, '/dashboard', 'admin dashboard');
  });

  afterEach(() => cleanUp());

  it('shows the notice and the code field, then signs in with password and code', async () => {
    await typeInto(field('email')!, 'Admin@Hackathon.local');
    await typeInto(field('password')!, RIGHT_PASSWORD);
    await signIn();
    await until(() => field('code') !== null, 'the code field');
    expect(pageText()).toContain(API_MSG.signInCodeSent);
    expect(document.activeElement).toBe(field('code'));
    // no code yet: nothing is sent
    await signIn();
    expect(pageText()).toContain(MSG.fillAllFields);

    await typeInto(field('code')!, SIGN_IN_CODE);
    await signIn();
    await until(() => pageText().includes('admin dashboard'), 'the admin dashboard');
    expect(api.calls('POST', '/api/auth/login').map((r) => r.body)).toEqual([
      { email: 'admin@hackathon.local', password: RIGHT_PASSWORD },
      { email: 'admin@hackathon.local', password: RIGHT_PASSWORD, code: SIGN_IN_CODE },
    ]);
  });
});
