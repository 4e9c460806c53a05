import { ROLE_HOME } from '@hackathon/contracts';

/**
 * Where a school admin (or platform admin) goes after /login (participant spec, "School admin login"):
 * the page they came from, default /dashboard; if that is / or /login, admin -> /dashboard, others -> /mentor-team.
 * A mentor (issue 26) signs in on the same page and goes to its own home instead of the defaults.
 */
export type FromState = string | { pathname?: string; search?: string; hash?: string } | null | undefined;

/** The guard may remember the origin as a path string or as a Location; accept both. */
export function originPath(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const from = (state as { from?: FromState }).from;
  if (typeof from === 'string') return from || null;
  if (from && typeof from === 'object' && typeof from.pathname === 'string' && from.pathname) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return null;
}

export function postLoginTarget(state: unknown, role: string | null | undefined): string {
  const origin = originPath(state);
  const target = origin ?? '/dashboard';
  const pathOnly = target.split(/[?#]/)[0];
  if (role === 'mentor' && (origin === null || pathOnly === '/' || pathOnly === '/login')) return ROLE_HOME.mentor;
  if (pathOnly === '/' || pathOnly === '/login') {
    return role === 'admin' ? '/dashboard' : '/mentor-team';
  }
  return target;
}

/** Region admin login: super_admin -> /super-admin-dashboard, otherwise /region-admin-dashboard. */
export function regionAdminTarget(role: string | null | undefined): string {
  return role === 'super_admin' ? '/super-admin-dashboard' : '/region-admin-dashboard';
}
