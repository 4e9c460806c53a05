import { ApiError } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { fallbackSignInPath } from './paths';
import { loginErrorMessage, loginErrorOr, postLoginTarget, regionAdminTarget, signInCodeRequired } from './signInRules';

const refused = (status: number, serverMessage?: string, body?: unknown) =>
  new ApiError({ code: 'UNKNOWN_ERROR', status, message: serverMessage ?? 'x', serverMessage, body });

describe('the sign-in pages the shell stands in for', () => {
  it('are /login, /team-login and /region-admin-login, with or without a trailing slash', () => {
    expect(fallbackSignInPath('/login')).toBe('/login');
    expect(fallbackSignInPath('/team-login/')).toBe('/team-login');
    expect(fallbackSignInPath('/region-admin-login')).toBe('/region-admin-login');
    expect(fallbackSignInPath('/')).toBeNull();
    expect(fallbackSignInPath('/forgot-password')).toBeNull();
    expect(fallbackSignInPath('/login-help')).toBeNull();
  });
});

describe('sign-in messages (participant spec, section 8)', () => {
  it("prefers the server's words, else the catalogue's", () => {
    expect(loginErrorMessage(refused(401, 'Invalid credentials'))).toBe('Invalid credentials');
    expect(loginErrorMessage(refused(401))).toBe(MSG.invalidCredentials);
    expect(loginErrorMessage(refused(503))).toBe(MSG.serverErrorStatus(503));
    expect(loginErrorMessage(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'x' }))).toBe(MSG.loginNetworkError);
    expect(loginErrorMessage(new ApiError({ code: 'UNEXPECTED_ERROR', status: 0, message: 'x' }))).toBe(MSG.unableToConnect);
    expect(loginErrorMessage(undefined)).toBe(MSG.unableToConnect);
  });

  it('asks an unverified school admin to verify first', () => {
    expect(loginErrorMessage(refused(403, 'Please verify', { success: false, requiresVerification: true }))).toBe(MSG.verifyBeforeLogin);
  });

  it("words a refusal without server words as the page's own message", () => {
    expect(loginErrorOr(refused(401), MSG.teamLoginFailedCredentials)).toBe(MSG.teamLoginFailedCredentials);
    expect(loginErrorOr(refused(401, 'Account locked'), MSG.loginFailedRetry)).toBe('Account locked');
  });
});

describe('the second step of a sign-in under attack', () => {
  it('is asked for by a refusal carrying codeRequired (403 code sent, 401 code or password wrong), and by nothing else', () => {
    expect(signInCodeRequired(refused(403, 'A code was emailed', { success: false, codeRequired: true }))).toBe(true);
    expect(signInCodeRequired(refused(401, 'Wrong code', { success: false, codeRequired: true }))).toBe(true);
    expect(signInCodeRequired(refused(403, 'Please verify', { success: false, requiresVerification: true }))).toBe(false);
    expect(signInCodeRequired(refused(429, 'Too many failed attempts'))).toBe(false);
    expect(signInCodeRequired(new Error('x'))).toBe(false);
  });
});

describe('where a sign-in leads', () => {
  it('/login: back where the guard came from, else the role home', () => {
    expect(postLoginTarget({ from: { pathname: '/school-dashboard', search: '?tab=2' } }, 'school_admin')).toBe('/school-dashboard?tab=2');
    expect(postLoginTarget({ from: '/registration/42' }, 'admin')).toBe('/registration/42');
    expect(postLoginTarget(null, 'admin')).toBe('/dashboard');
    expect(postLoginTarget({ from: '/' }, 'school_admin')).toBe('/mentor-team');
    expect(postLoginTarget({ from: { pathname: '/login' } }, 'admin')).toBe('/dashboard');
  });

  it('/login: a mentor goes to /mentor-dashboard, or back to where the guard stopped it', () => {
    expect(postLoginTarget(null, 'mentor')).toBe('/mentor-dashboard');
    expect(postLoginTarget({ from: '/' }, 'mentor')).toBe('/mentor-dashboard');
    expect(postLoginTarget({ from: { pathname: '/mentor-dashboard', search: '?x=1' } }, 'mentor')).toBe('/mentor-dashboard?x=1');
  });

  it('/region-admin-login: the super admin and region admin homes', () => {
    expect(regionAdminTarget('super_admin')).toBe('/super-admin-dashboard');
    expect(regionAdminTarget('region_admin')).toBe('/region-admin-dashboard');
  });
});
