import type { Role } from '@hackathon/contracts';
import type { RemoteName } from '../federation/remotes';

// Pure data, no react-router: the shell's entry chunk reads it before any shared module is loaded.

export type RouteArea = RemoteName;

export interface ShellRoute {
  path: string;
  /** Which remote renders the page (its './Routes' owns this path), or a shell page. */
  area: RouteArea;
  /** Guarded routes need a session; `requiredRole` narrows them to one role. */
  guarded?: boolean;
  requiredRole?: Role;
  /** false: rendered bare, without navigation bar or chat (the rulebook). */
  wrapper?: boolean;
  /** The auth pages hide the top logos. */
  hideLogos?: boolean;
  /** Sign-in pages: a signed-in user is sent to their role home instead of the form. */
  guestOnly?: boolean;
}

/** The route table of the participant spec (section 2). Anything else goes to /404. */
export const ROUTE_TABLE: readonly ShellRoute[] = [
  { path: '/', area: 'mfe_public' },
  { path: '/register', area: 'mfe_public' },
  { path: '/success', area: 'mfe_public' },
  { path: '/registration-closed', area: 'mfe_public' },
  { path: '/login', area: 'mfe_public', hideLogos: true, guestOnly: true },
  { path: '/team-login', area: 'mfe_public', hideLogos: true, guestOnly: true },
  { path: '/region-admin-login', area: 'mfe_public', hideLogos: true, guestOnly: true },
  { path: '/reset-team-password', area: 'mfe_public', hideLogos: true },
  { path: '/verify-email', area: 'mfe_public', hideLogos: true },
  { path: '/forgot-password', area: 'mfe_public', hideLogos: true },
  { path: '/reset-password', area: 'mfe_public', hideLogos: true },
  // the links of the invitation mails: a mentor's (issue 26)
  { path: '/mentor-invitation', area: 'mfe_public', hideLogos: true },
  // a judge's (issue 27)
  { path: '/judge-invitation', area: 'mfe_public', hideLogos: true },
  // a certificate's public verification: the form, and where the QR code leads (issue 28)
  { path: '/verify', area: 'mfe_public' },
  { path: '/verify/:code', area: 'mfe_public' },
  { path: '/rulebook', area: 'mfe_public', wrapper: false },
  { path: '/404', area: 'mfe_public' },
  // public per the route table; the team remote handles a visit without a team session
  { path: '/simple-team', area: 'mfe_team' },
  { path: '/team-dashboard', area: 'mfe_team', guarded: true, requiredRole: 'team' },
  { path: '/mentor-team', area: 'mfe_school', guarded: true, requiredRole: 'school_admin' },
  { path: '/school-dashboard', area: 'mfe_school', guarded: true, requiredRole: 'school_admin' },
  { path: '/dashboard', area: 'mfe_backoffice', guarded: true, requiredRole: 'admin' },
  { path: '/registration/:id', area: 'mfe_backoffice', guarded: true, requiredRole: 'admin' },
  // the spec names the Edit Registration target without showing it; the admin edits there (docs/decisions.md)
  { path: '/edit-registration/:id', area: 'mfe_backoffice', guarded: true, requiredRole: 'admin' },
  { path: '/super-admin-dashboard', area: 'mfe_backoffice', guarded: true, requiredRole: 'super_admin' },
  { path: '/region-admin-dashboard', area: 'mfe_backoffice', guarded: true, requiredRole: 'region_admin' },
  // the spec names the mentor's home without showing it; issue 26 gives it, beside the teams' pages
  { path: '/mentor-dashboard', area: 'mfe_team', guarded: true, requiredRole: 'mentor' },
  // the judge's screen of the judged rounds (issue 27), beside the mentor's
  { path: '/judge', area: 'mfe_team', guarded: true, requiredRole: 'judge' },
];

/**
 * The area of a path, matched without react-router (the table's paths are literal segments and
 * `:param`s), so the entry chunk can start fetching the page's remote before React is loaded.
 * matchShellRoute stays the router's answer; table.spec.ts checks both agree.
 */
export function areaOfPath(pathname: string): RouteArea | null {
  const route = ROUTE_TABLE.find((entry) => new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname));
  return route?.area ?? null;
}
