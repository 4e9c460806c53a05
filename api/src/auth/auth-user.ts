import { ROLES, type Role } from '@hackathon/contracts';
import type { ScopeClaims } from '../kernel/scope';

/** The caller, as carried by the bearer token (its claims are declared with the scope they decide: kernel/scope.ts). */
export type AuthUser = ScopeClaims;

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
