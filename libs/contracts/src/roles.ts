/** Every role the portal knows. The server enforces them; the UI only mirrors them. */
export const ROLES = ['school_admin', 'mentor', 'team', 'admin', 'region_admin', 'super_admin', 'judge'] as const;
export type Role = (typeof ROLES)[number];

/** Where each role lands after sign-in (participant spec, route guard). */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/dashboard',
  super_admin: '/super-admin-dashboard',
  region_admin: '/region-admin-dashboard',
  school_admin: '/mentor-team',
  team: '/simple-team',
  mentor: '/mentor-dashboard',
  judge: '/judge',
};

/** The navigation's Dashboard button: the role's home (the spec's mentor button, /mentor-dashboard, is now its home too). */
export const NAV_DASHBOARD: Record<Role, string> = { ...ROLE_HOME, mentor: '/mentor-dashboard' };

export function roleHome(role: string | undefined | null): string {
  return role && role in ROLE_HOME ? ROLE_HOME[role as Role] : '/login';
}

/**
 * Path prefixes each role may open on guarded routes; every role may use '/'. The spec lists
 * /dashboard and /registration for the admin; /edit-registration (the target of its Edit
 * Registration button) is added so the button does not bounce home (docs/decisions.md).
 */
export const ROLE_ALLOWED_PREFIXES: Record<Role, readonly string[]> = {
  admin: ['/dashboard', '/registration', '/edit-registration'],
  super_admin: ['/super-admin-dashboard'],
  region_admin: ['/region-admin-dashboard'],
  school_admin: ['/mentor-team'],
  team: ['/team-dashboard'],
  // the spec's guard names no prefix for mentors; their portal is theirs (issue 26, docs/decisions.md)
  mentor: ['/mentor-dashboard'],
  // the judge's screen of the judged rounds (issue 27)
  judge: ['/judge'],
};

export function isPathAllowedForRole(role: string, path: string): boolean {
  if (path === '/') return true;
  const prefixes = ROLE_ALLOWED_PREFIXES[role as Role] ?? [];
  return prefixes.some((prefix) => path === prefix || path.startsWith(prefix + '/'));
}

/** The navigation bar's welcome: the user's full name, else the email (participant spec, navigation bar). */
export function welcomeName(user: { fullName?: string | null; email?: string | null } | null | undefined): string {
  return user?.fullName?.trim() || user?.email?.trim() || '';
}
