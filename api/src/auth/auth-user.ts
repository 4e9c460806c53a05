import { ROLES, type Role } from '@hackathon/contracts';

/** The caller, as carried by the bearer token. */
export interface AuthUser {
  /** Account id, or the team's row id for role team. */
  sub: string;
  role: Role;
  email?: string;
  schoolCode?: string;
  region?: string;
  /** Team ID (e.g. N1234JR2) for role team. */
  teamId?: string;
}

const OPTIONAL_CLAIMS = ['email', 'schoolCode', 'region', 'teamId'] as const;

/** Reads a verified token payload; null when it is not a well-formed AuthUser. */
export function toAuthUser(payload: unknown): AuthUser | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.sub !== 'string' || p.sub === '') return null;
  if (typeof p.role !== 'string' || !(ROLES as readonly string[]).includes(p.role)) return null;
  const user: AuthUser = { sub: p.sub, role: p.role as Role };
  for (const claim of OPTIONAL_CLAIMS) {
    const value = p[claim];
    if (typeof value === 'string' && value !== '') user[claim] = value;
  }
  return user;
}
