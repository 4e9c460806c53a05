import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient, type ApiClientConfig } from '@hackathon/api-client';
import { AUTH_API, REGION_ADMIN_API, STORAGE_KEYS } from '@hackathon/contracts';
import type { AdminInfo, SessionUser, Team } from '@hackathon/contracts';
import { createSessionStore, SESSION_CALLS } from './store';
import { decodeTokenPayload, isTokenExpired } from './token';
import { fakeJwt } from './testing';

/** A real API stand-in on a socket: restore is observed through real HTTP calls. */
let server: http.Server;
let previous: ApiClientConfig;
let verifyAnswer: { status: number; body: unknown };
let profileAnswer: { status: number; body: unknown };
let calls: string[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    const answer = req.url === '/api/auth/verify' ? verifyAnswer : req.url === '/api/region-admin/profile' ? profileAnswer : { status: 404, body: {} };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previous = configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(async () => {
  configureApiClient(previous);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  localStorage.clear();
  calls = [];
});

const schoolAdmin: SessionUser = {
  _id: 'u1',
  id: 'u1',
  role: 'school_admin',
  fullName: 'Asha Rao',
  email: 'asha@school.test',
  schoolCode: '1234',
};

const team = {
  _id: 't1',
  teamId: 'N1234JR1',
  teamName: 'Pixel Pioneers',
  category: 'jr',
  schoolCode: '1234',
  teamEmail: 'pixel@school.test',
} as unknown as Team;

const regionAdmin: AdminInfo = {
  _id: 'a1',
  id: 'a1',
  username: 'north.admin',
  fullName: 'North Admin',
  email: 'north@kvs.test',
  role: 'region_admin',
  region: 'Delhi',
};

describe('token payload', () => {
  it('reads claims (UTF-8 included) and expiry', () => {
    const payload = decodeTokenPayload(fakeJwt({ role: 'team', name: 'Vidyālaya', exp: 10 }));
    expect(payload).toMatchObject({ role: 'team', name: 'Vidyālaya' });
    expect(isTokenExpired(payload, 11_000)).toBe(true);
    expect(isTokenExpired(payload, 9_000)).toBe(false);
    expect(decodeTokenPayload('not-a-jwt')).toBeNull();
  });
});

describe('session restore on load', () => {
  it('is anonymous without a stored token, and loading before restore', async () => {
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ status: 'loading', loading: true });
    await store.restore();
    expect(store.getState()).toMatchObject({ status: 'anonymous', loading: false, isAuthenticated: false });
    expect(calls).toEqual([]);
  });

  it('restores a team session from teamData, with the role from the token payload', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'team', teamId: 'N1234JR1' }));
    localStorage.setItem(STORAGE_KEYS.teamData, JSON.stringify(team));
    const store = createSessionStore();
    await store.restore();
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      role: 'team',
      team: { teamId: 'N1234JR1', role: 'team', userType: 'team', id: 't1', name: 'Pixel Pioneers' },
      user: { fullName: 'Pixel Pioneers', role: 'team' },
    });
    expect(calls).toEqual([]);
  });

  it('drops a team token without teamData', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'team' }));
    const store = createSessionStore();
    await store.restore();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('drops an expired token without asking the server', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'school_admin', exp: 1 }));
    const store = createSessionStore();
    await store.restore();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(calls).toEqual([]);
  });

  it('verifies other roles through GET /auth/verify and keeps the school code', async () => {
    const token = fakeJwt({ role: 'school_admin' });
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(schoolAdmin));
    localStorage.setItem(STORAGE_KEYS.schoolCode, '1234');
    verifyAnswer = { status: 200, body: { success: true, message: 'ok', data: { user: { ...schoolAdmin, schoolCode: undefined } } } };
    const store = createSessionStore();
    await store.restore();
    expect(calls).toEqual([`GET /api/auth/verify Bearer ${token}`]);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, role: 'school_admin', schoolCode: '1234', user: { fullName: 'Asha Rao' } });
  });

  it('clears the token when verification fails', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'admin' }));
    localStorage.setItem(STORAGE_KEYS.adminToken, 'x');
    localStorage.setItem(STORAGE_KEYS.pendingVerificationEmail, 'keep@school.test');
    verifyAnswer = { status: 401, body: { success: false, message: 'Unauthorized' } };
    const store = createSessionStore();
    await store.restore();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingVerificationEmail)).toBe('keep@school.test');
  });

  it('restores region and super admins through GET /region-admin/profile', async () => {
    localStorage.setItem(STORAGE_KEYS.regionAdminToken, fakeJwt({ role: 'region_admin' }));
    profileAnswer = { status: 200, body: { success: true, message: '', data: { admin: regionAdmin } } };
    const store = createSessionStore();
    await store.restore();
    expect(calls[0]).toMatch(/^GET \/api\/region-admin\/profile Bearer /);
    expect(store.getState()).toMatchObject({ role: 'region_admin', adminInfo: regionAdmin, user: { fullName: 'North Admin', region: 'Delhi' } });
  });

  it('falls back to the stored admin info when the profile call fails, but not when it is refused', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'super_admin' }));
    localStorage.setItem(STORAGE_KEYS.adminInfo, JSON.stringify({ ...regionAdmin, role: 'super_admin', region: null }));
    profileAnswer = { status: 500, body: { success: false, message: 'down' } };
    const offline = createSessionStore();
    await offline.restore();
    expect(offline.getState()).toMatchObject({ isAuthenticated: true, role: 'super_admin' });

    profileAnswer = { status: 401, body: { success: false, message: 'Unauthorized' } };
    const refused = createSessionStore();
    await refused.restore();
    expect(refused.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.adminInfo)).toBeNull();
  });

  it('lets a login made during a slow restore win', async () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'school_admin' }));
    verifyAnswer = { status: 401, body: {} };
    const store = createSessionStore();
    const restoring = store.restore();
    store.login({ token: 'fresh', user: schoolAdmin });
    await restoring;
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: 'fresh' });
  });
});

describe('login and logout store exactly the spec keys', () => {
  it('school admin / admin login: user, token, schoolCode (+ adminToken for admin)', () => {
    const store = createSessionStore();
    store.login({ token: 'tok', user: schoolAdmin });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ email: 'asha@school.test' });
    expect(localStorage.getItem(STORAGE_KEYS.schoolCode)).toBe('1234');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();

    store.login({ token: 'admintok', user: { ...schoolAdmin, role: 'admin', schoolCode: null } });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('admintok');
    expect(localStorage.getItem(STORAGE_KEYS.schoolCode)).toBeNull();
    expect(store.getState().role).toBe('admin');
  });

  it('team login: token and teamData with role, userType, id and name', () => {
    const store = createSessionStore();
    store.loginTeam({ token: 'teamtok', team });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.teamData) ?? '{}')).toMatchObject({
      teamId: 'N1234JR1',
      role: 'team',
      userType: 'team',
      id: 't1',
      name: 'Pixel Pioneers',
    });
    expect(store.getState()).toMatchObject({ role: 'team', isAuthenticated: true });
  });

  it('region admin login: token, regionAdminToken and adminInfo; logout clears everything', () => {
    const store = createSessionStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    store.loginRegionAdmin({ token: 'ratok', admin: regionAdmin });
    expect(localStorage.getItem(STORAGE_KEYS.regionAdminToken)).toBe('ratok');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminInfo) ?? '{}')).toMatchObject({ username: 'north.admin' });
    store.logout();
    for (const key of ['token', 'adminToken', 'regionAdminToken', 'user', 'schoolCode', 'teamData', 'adminInfo']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(seen).toEqual(['authenticated', 'anonymous']);
  });
});

describe('restore after an explicit login', () => {
  it('keeps the session a login already made (no verify call)', async () => {
    const store = createSessionStore();
    store.login({ token: 'opaque', user: schoolAdmin });
    await store.restore();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: 'opaque' });
    expect(calls).toEqual([]);
  });
});

describe('the team password typed at sign-in (memory of this tab only)', () => {
  const typed = 'Typed#Pass9';

  function storedValues(): string[] {
    return Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
  }

  it('keeps it in memory after a team login and never writes it to storage', () => {
    const store = createSessionStore();
    store.loginTeam({ token: 'teamtok', team, password: typed });
    expect(store.getTypedTeamPassword()).toBe(typed);
    expect(storedValues().some((value) => value.includes(typed))).toBe(false);
    expect(JSON.stringify(store.getState())).not.toContain(typed);
  });

  it('is gone after logout, after another login and in a reloaded page', async () => {
    const store = createSessionStore();
    store.loginTeam({ token: 'teamtok', team, password: typed });
    store.logout();
    expect(store.getTypedTeamPassword()).toBeNull();

    store.loginTeam({ token: fakeJwt({ role: 'team' }), team, password: typed });
    store.login({ token: 'tok', user: schoolAdmin });
    expect(store.getTypedTeamPassword()).toBeNull();

    store.loginTeam({ token: fakeJwt({ role: 'team', teamId: 'N1234JR1' }), team, password: typed });
    const reloaded = createSessionStore();
    await reloaded.restore();
    expect(reloaded.getState()).toMatchObject({ isAuthenticated: true, role: 'team' });
    expect(reloaded.getTypedTeamPassword()).toBeNull();
  });

  it('is null for a team login without one, and replaced by the next team login', () => {
    const store = createSessionStore();
    store.loginTeam({ token: 'teamtok', team });
    expect(store.getTypedTeamPassword()).toBeNull();
    store.loginTeam({ token: 'teamtok', team, password: typed });
    store.loginTeam({ token: 'teamtok2', team, password: 'Other1pass' });
    expect(store.getTypedTeamPassword()).toBe('Other1pass');
  });
});

describe('the session calls written out (the landing page cannot take the declarations)', () => {
  it('are the declarations of AUTH_API.session, REGION_ADMIN_API.profile, AUTH_API.logout and AUTH_API.language', () => {
    const declared = (e: { method: string; template: string }) => ({ method: e.method, path: e.template });
    expect(SESSION_CALLS).toEqual({
      verify: declared(AUTH_API.session),
      profile: declared(REGION_ADMIN_API.profile),
      logout: declared(AUTH_API.logout),
      language: declared(AUTH_API.language),
    });
  });
});

describe('the logout call', () => {
  it("asks the server to end the session it held and clear the navigation cookie (AUTH_API.logout's path)", async () => {
    expect(SESSION_CALLS.logout).toEqual({ method: AUTH_API.logout.method, path: AUTH_API.logout.template });
    const store = createSessionStore();
    store.login({ token: 'tok', user: schoolAdmin });
    store.logout();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // (earlier tests' sign-outs may land here too: every one is a POST to the same path)
    expect(calls).toContain('POST /api/auth/logout Bearer tok');
    expect(calls.every((call) => call.startsWith('POST /api/auth/logout '))).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'anonymous' });
  });

  it('signs out anonymously when there was no session', async () => {
    const store = createSessionStore();
    store.logout();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toContain('POST /api/auth/logout ');
  });
});
