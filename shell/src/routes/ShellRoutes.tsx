import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '@hackathon/api-client';
import { useSession } from '@hackathon/session';
import { handOffPrerender } from '@hackathon/ui';
import { RemoteArea } from '../federation/RemoteArea';
import { Layout } from '../layout/Layout';
import { prerenderedPath } from '../prerender';
import { usePageTitle } from './pageTitle';
import { RouteGuard } from './RouteGuard';
import { signedInRedirect } from './signedInRedirect';
import { matchShellRoute } from './table';

/**
 * Renders the route table: layout (unless bare), guard (when guarded), then the remote that owns
 * the path. The remote's own <Routes> matches the same absolute path, so the shell matches paths
 * itself instead of nesting a <Route> (which would make remote paths relative).
 */
export function ShellRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();

  // a 401 on an ordinary call: the session is already cleared; go to /login, no toast
  useEffect(() => onUnauthorized(() => navigate('/login', { replace: true })), [navigate]);
  // a prerendered screen belongs to its path: once the app is elsewhere (a signed-in user sent
  // home from /login, a redirect), the app shows at once
  useEffect(() => {
    const shown = prerenderedPath();
    if (shown !== null && shown !== location.pathname) handOffPrerender();
  }, [location.pathname]);

  const route = matchShellRoute(location.pathname);
  // each screen its own title, in the language of the moment (a redirect's target sets its own)
  usePageTitle(route?.path);
  if (!route) return <Navigate to="/404" replace />;
  // a signed-in user opening a sign-in page goes home instead of seeing the form again
  const home = signedInRedirect(session, route, location.pathname);
  if (home) return <Navigate to={home} replace />;

  const page = <RemoteArea key={route.area} name={route.area} />;
  const content = route.guarded ? <RouteGuard requiredRole={route.requiredRole}>{page}</RouteGuard> : page;
  if (route.wrapper === false) return content;
  return <Layout hideLogos={route.hideLogos}>{content}</Layout>;
}
