import { isPathAllowedForRole, roleHome, type Role } from '@hackathon/contracts';

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'login'; from: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'allow' };

export interface GuardInput {
  loading: boolean;
  isAuthenticated: boolean;
  role: string | null | undefined;
  /** The full path being opened (pathname + search), remembered for after sign-in. */
  path: string;
  requiredRole?: Role;
}

/**
 * The spec's route guard (participant spec, section 2), as a pure decision:
 * spinner while loading; not signed in -> /login remembering the origin; a required role that
 * differs -> the user's home; otherwise the path must fall under the role's allowed prefixes.
 */
export function decideRouteAccess({ loading, isAuthenticated, role, path, requiredRole }: GuardInput): GuardDecision {
  if (loading) return { kind: 'loading' };
  if (!isAuthenticated || !role) return { kind: 'login', from: path };
  if (requiredRole && role !== requiredRole) return { kind: 'redirect', to: roleHome(role) };
  const pathname = path.split(/[?#]/)[0] || '/';
  if (!isPathAllowedForRole(role, pathname)) return { kind: 'redirect', to: roleHome(role) };
  return { kind: 'allow' };
}
