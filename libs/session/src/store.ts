import { apiRequest, isApiError } from '@hackathon/api-client';
import { ROLES, STORAGE_KEYS } from '@hackathon/contracts';
import type { AdminInfo, AdminProfileData, Role, SessionUser, Team, TeamSessionUser } from '@hackathon/contracts';
import { clearSessionStorage, readJson, readString, writeJson, writeString } from './storage';
import { decodeTokenPayload, isTokenExpired } from './token';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  /** True until the stored session has been checked (the guard shows a spinner meanwhile). */
  loading: boolean;
  isAuthenticated: boolean;
  token: string | null;
  user: SessionUser | null;
  role: Role | null;
  /** The team record of a team session (from `teamData`). */
  team: TeamSessionUser | null;
  /** The profile of a region or super admin session (from `adminInfo`). */
  adminInfo: AdminInfo | null;
  schoolCode: string | null;
}

export interface LoginInput {
  token: string;
  user: SessionUser;
}

export interface TeamLoginInput {
  token: string;
  /** The team record of POST /teams/login (data.team) or /teams/login-by-email (user). */
  team: Team | TeamSessionUser;
  /**
   * The password the team typed at this sign-in. Kept in this tab's memory only (never in
   * storage, gone on reload or logout): the server keeps only a hash, so this is the one moment
   * the team dashboard can show it back (docs/decisions.md).
   */
  password?: string;
}

export interface AdminLoginInput {
  token: string;
  /** data.admin of POST /region-admin/login. */
  admin: AdminInfo;
}

const ANONYMOUS: SessionState = {
  status: 'anonymous',
  loading: false,
  isAuthenticated: false,
  token: null,
  user: null,
  role: null,
  team: null,
  adminInfo: null,
  schoolCode: null,
};

const LOADING: SessionState = { ...ANONYMOUS, status: 'loading', loading: true };

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The team login user of the spec: the team record plus role, userType, id and name. */
export function toTeamSessionUser(team: Team | TeamSessionUser): TeamSessionUser {
  return { ...team, role: 'team', userType: 'team', id: team._id ?? team.teamId, name: team.teamName };
}

function teamAsUser(team: TeamSessionUser): SessionUser {
  return {
    _id: team._id,
    id: team.id,
    role: 'team',
    fullName: team.teamName,
    email: team.teamEmail ?? '',
    schoolCode: team.schoolCode,
    username: team.teamId,
  };
}

function adminAsUser(admin: AdminInfo): SessionUser {
  return {
    _id: admin._id ?? admin.id,
    id: admin.id ?? admin._id,
    role: admin.role,
    fullName: admin.fullName || admin.username,
    email: admin.email ?? '',
    region: admin.region ?? null,
    username: admin.username,
    schoolCode: null,
  };
}

/** The user of GET /auth/verify: `data.user`, or the data itself when it carries a role. */
function userFromVerify(data: unknown): SessionUser | null {
  if (data === null || typeof data !== 'object') return null;
  const record = data as { user?: unknown; role?: unknown };
  const candidate = record.user && typeof record.user === 'object' ? record.user : record;
  return isRole((candidate as { role?: unknown }).role) ? (candidate as SessionUser) : null;
}

type Listener = () => void;

/**
 * The session: one instance per page (the lib is a federation singleton), readable by every
 * remote. Storage keys are exactly the spec's (participant spec, section 3).
 */
export class SessionStore {
  private state: SessionState = LOADING;
  private readonly listeners = new Set<Listener>();
  private restoring: Promise<void> | null = null;
  /** Bumped by every login/logout, so a slow restore cannot overwrite a newer session. */
  private generation = 0;
  /** The team password typed at this tab's sign-in (see TeamLoginInput.password); memory only. */
  private typedTeamPassword: string | null = null;

  getState = (): SessionState => this.state;

  /** The team password typed at this tab's sign-in, or null (another role, a restored session, a reload). */
  getTypedTeamPassword = (): string | null => this.typedTeamPassword;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(next: SessionState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  private authenticated(token: string, user: SessionUser, extra: Partial<SessionState> = {}): SessionState {
    return {
      ...ANONYMOUS,
      status: 'authenticated',
      isAuthenticated: true,
      token,
      user,
      role: user.role,
      schoolCode: user.schoolCode ?? readString(STORAGE_KEYS.schoolCode),
      ...extra,
    };
  }

  /** Restores the stored session once per page load (idempotent: StrictMode mounts twice). */
  restore(): Promise<void> {
    if (!this.restoring) this.restoring = this.runRestore();
    return this.restoring;
  }

  private async runRestore(): Promise<void> {
    // a login or logout already decided the session: nothing stored is newer than that
    if (this.state.status !== 'loading') return;
    const generation = this.generation;
    const next = await this.resolveStoredSession();
    if (generation === this.generation) this.set(next);
  }

  private async resolveStoredSession(): Promise<SessionState> {
    const token =
      readString(STORAGE_KEYS.token) ?? readString(STORAGE_KEYS.adminToken) ?? readString(STORAGE_KEYS.regionAdminToken);
    if (!token) return ANONYMOUS;
    const payload = decodeTokenPayload(token);
    if (isTokenExpired(payload)) return this.dropped();

    // a team session lives in teamData; the role comes from the token payload
    if (payload?.role === 'team') {
      const stored = readJson<TeamSessionUser>(STORAGE_KEYS.teamData);
      if (!stored) return this.dropped();
      const team = toTeamSessionUser(stored);
      return this.authenticated(token, teamAsUser(team), { team });
    }

    const isPlatformAdmin =
      payload?.role === 'region_admin' ||
      payload?.role === 'super_admin' ||
      (!payload?.role && token === readString(STORAGE_KEYS.regionAdminToken));
    if (isPlatformAdmin) return this.restoreAdmin(token);

    try {
      const response = await apiRequest<unknown>(SESSION_CALLS.verify.path, { method: SESSION_CALLS.verify.method, token, skipAuthRedirect: true });
      const verified = userFromVerify(response.data);
      if (!verified) return this.dropped();
      const stored = readJson<SessionUser>(STORAGE_KEYS.user);
      // the school code is kept across verification when the verify answer omits it
      const schoolCode = verified.schoolCode ?? stored?.schoolCode ?? readString(STORAGE_KEYS.schoolCode);
      const user: SessionUser = { ...stored, ...verified, schoolCode: schoolCode ?? null };
      writeJson(STORAGE_KEYS.user, user);
      return this.authenticated(token, user);
    } catch {
      return this.dropped();
    }
  }

  private async restoreAdmin(token: string): Promise<SessionState> {
    try {
      const response = await apiRequest<Partial<AdminProfileData>>(SESSION_CALLS.profile.path, { method: SESSION_CALLS.profile.method, token, skipAuthRedirect: true });
      const admin = response.data?.admin;
      if (!admin || !isRole(admin.role)) return this.dropped();
      writeJson(STORAGE_KEYS.adminInfo, admin);
      return this.authenticated(token, adminAsUser(admin), { adminInfo: admin });
    } catch (error) {
      const refused = isApiError(error) && (error.status === 401 || error.status === 403);
      const stored = readJson<AdminInfo>(STORAGE_KEYS.adminInfo);
      // the profile call failed for another reason (offline, server down): keep the stored profile
      if (!refused && stored && isRole(stored.role)) {
        return this.authenticated(token, adminAsUser(stored), { adminInfo: stored });
      }
      return this.dropped();
    }
  }

  private dropped(): SessionState {
    clearSessionStorage();
    return ANONYMOUS;
  }

  /** After POST /auth/login: stores user, token, school code (and adminToken for admins). */
  login({ token, user }: LoginInput): void {
    this.generation += 1;
    this.typedTeamPassword = null;
    clearSessionStorage();
    writeString(STORAGE_KEYS.token, token);
    writeJson(STORAGE_KEYS.user, user);
    if (user.schoolCode) writeString(STORAGE_KEYS.schoolCode, user.schoolCode);
    if (user.role === 'admin') writeString(STORAGE_KEYS.adminToken, token);
    this.set(this.authenticated(token, user));
  }

  /** After a team login: stores the token and the team record under teamData. */
  loginTeam({ token, team, password }: TeamLoginInput): void {
    this.generation += 1;
    this.typedTeamPassword = password ? password : null;
    clearSessionStorage();
    const sessionTeam = toTeamSessionUser(team);
    writeString(STORAGE_KEYS.token, token);
    writeJson(STORAGE_KEYS.teamData, sessionTeam);
    this.set(this.authenticated(token, teamAsUser(sessionTeam), { team: sessionTeam }));
  }

  /** After POST /region-admin/login: stores token, regionAdminToken and adminInfo. */
  loginRegionAdmin({ token, admin }: AdminLoginInput): void {
    this.generation += 1;
    this.typedTeamPassword = null;
    clearSessionStorage();
    writeString(STORAGE_KEYS.token, token);
    writeString(STORAGE_KEYS.regionAdminToken, token);
    writeJson(STORAGE_KEYS.adminInfo, admin);
    this.set(this.authenticated(token, adminAsUser(admin), { adminInfo: admin }));
  }

  /** Replaces the signed-in user's details (e.g. after a profile refresh). */
  updateUser(patch: Partial<SessionUser>): void {
    if (!this.state.user || !this.state.token) return;
    const user = { ...this.state.user, ...patch };
    if (!this.state.team && !this.state.adminInfo) writeJson(STORAGE_KEYS.user, user);
    this.set({ ...this.state, user, schoolCode: user.schoolCode ?? this.state.schoolCode });
  }

  /** Clears tokens, user, team data and admin info. Toast and navigation belong to the caller. */
  logout(): void {
    const token = this.state.token;
    this.generation += 1;
    this.typedTeamPassword = null;
    clearSessionStorage();
    this.set(ANONYMOUS);
    // the server ends this session (the token, and the navigation cookie a school admin's sign-in
    // set: ADR 0006, fourth step) and clears the cookie; nothing here waits for it, and a sign-out
    // offline still ends the stored session.
    void apiRequest(SESSION_CALLS.logout.path, { method: SESSION_CALLS.logout.method, token, skipAuthRedirect: true }).catch(() => undefined);
  }
}

/**
 * The session's four calls, written out: this store is on the landing page's first script, which
 * cannot take the declarations' bytes (ADR 0006's budget). store.spec.ts holds each to its
 * declaration (AUTH_API.session, REGION_ADMIN_API.profile, AUTH_API.logout, AUTH_API.language), and
 * the lint rule portal/declared-api-calls allows raw calls in this file and language-account.ts only for them.
 */
export const SESSION_CALLS = {
  verify: { method: 'GET', path: '/auth/verify' },
  profile: { method: 'GET', path: '/region-admin/profile' },
  logout: { method: 'POST', path: '/auth/logout' },
  language: { method: 'PUT', path: '/auth/language' },
} as const;

export function createSessionStore(): SessionStore {
  return new SessionStore();
}

/** The page's session. */
export const sessionStore = createSessionStore();
