import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@hackathon/contracts';
import { decideRouteAccess, useSession } from '@hackathon/session';
import { FullPageSpinner } from '@hackathon/ui';

export interface RouteGuardProps {
  requiredRole?: Role;
  children: ReactNode;
}

/** The spec's guard: spinner, /login with the origin in `state.from`, role home, allowed prefixes. */
export function RouteGuard({ requiredRole, children }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const decision = decideRouteAccess({
    loading: session.loading,
    isAuthenticated: session.isAuthenticated,
    role: session.role,
    path: location.pathname + location.search,
    requiredRole,
  });
  switch (decision.kind) {
    case 'loading':
      return <FullPageSpinner />;
    case 'login':
      return (
        <Navigate
          to="/login"
          replace
          state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
        />
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      return <>{children}</>;
  }
}
