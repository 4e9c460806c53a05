/*
 * The sign-in pages' wording and redirect (participant spec sections 3 and 8), for the shell's
 * stand-in form. The same rules as mfe-public's auth pages (modules/shared/errors.ts,
 * modules/auth/utils/postLoginRedirect.ts); a remote may not be imported by the shell, and libs/ is
 * another change (docs/adr/0007).
 */
import { ApiError } from '@hackathon/api-client';
import { MSG, ROLE_HOME } from '@hackathon/contracts';

/** True when the server refused a login because the email is not verified yet. */
export function requiresVerification(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { requiresVerification?: unknown; data?: { requiresVerification?: unknown } } | undefined;
  return body?.requiresVerification === true || body?.data?.requiresVerification === true;
}

/** True when the server asks for the second step of a sign-in (a code emailed to the owner: 403, or 401 when code or password was wrong). */
export function signInCodeRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.body as { codeRequired?: unknown } | undefined)?.codeRequired === true;
}

/** The server's words, else 'Invalid email or password' (400/401), 'Server error ({status})', or the network wording. */
export function loginErrorMessage(error: unknown): string {
  if (requiresVerification(error)) return MSG.verifyBeforeLogin;
  if (error instanceof ApiError) {
    if (error.status === 0) return error.code === 'UNEXPECTED_ERROR' ? MSG.unableToConnect : MSG.loginNetworkError;
    const fromServer = error.serverMessage ?? error.error;
    if (fromServer) return fromServer;
    if (error.status === 400 || error.status === 401) return MSG.invalidCredentials;
    return MSG.serverErrorStatus(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  return MSG.unableToConnect;
}

/** Team and region-admin sign-in: a refusal without server wording reads as the page's own message. */
export function loginErrorOr(error: unknown, refusedMessage: string): string {
  if (error instanceof ApiError && error.status !== 0 && !error.serverMessage && !error.error) return refusedMessage;
  return loginErrorMessage(error);
}

/** After /login: where the guard came from (state.from), default /dashboard; / or /login -> admin /dashboard, others /mentor-team; a mentor without an origin -> its home. */
export function postLoginTarget(state: unknown, role: string | null | undefined): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  let target = '/dashboard';
  if (typeof from === 'string' && from) target = from;
  else if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string' && pathname) target = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  const pathOnly = target.split(/[?#]/)[0];
  if (role === 'mentor' && (target === '/dashboard' || pathOnly === '/' || pathOnly === '/login')) return ROLE_HOME.mentor;
  if (pathOnly === '/' || pathOnly === '/login') return role === 'admin' ? '/dashboard' : '/mentor-team';
  return target;
}

/** After /region-admin-login: super_admin -> /super-admin-dashboard, otherwise /region-admin-dashboard. */
export function regionAdminTarget(role: string | null | undefined): string {
  return role === 'super_admin' ? '/super-admin-dashboard' : '/region-admin-dashboard';
}
