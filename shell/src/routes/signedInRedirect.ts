import { roleHome } from '@hackathon/contracts';
import { matchShellRoute, type ShellRoute } from './table';

export interface SessionView {
  loading: boolean;
  isAuthenticated: boolean;
  role: string | null | undefined;
}

/**
 * Where a signed-in user opening a sign-in page (/login, /team-login, /region-admin-login) goes
 * instead: their role home. Null to show the page: nobody signed in, the session still loading
 * (a visitor sees the form at once), or a role whose home is a sign-in page (one the portal does
 * not know), which would loop.
 */
export function signedInRedirect(session: SessionView, route: ShellRoute | null, pathname: string): string | null {
  if (!route?.guestOnly || session.loading || !session.isAuthenticated || !session.role) return null;
  const home = roleHome(session.role);
  if (home === pathname || matchShellRoute(home)?.guestOnly) return null;
  return home;
}
