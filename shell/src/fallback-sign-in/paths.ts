/** The sign-in pages of mfe_public that the shell can stand in for when mfe_public cannot load (ADR 0007). */
export const FALLBACK_SIGN_IN_PATHS = ['/login', '/team-login', '/region-admin-login'] as const;
export type FallbackSignInPath = (typeof FALLBACK_SIGN_IN_PATHS)[number];

/** '/login' and '/login/' -> '/login'; anything else -> null. Pure: the first-page chunks import it. */
export function fallbackSignInPath(pathname: string): FallbackSignInPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (FALLBACK_SIGN_IN_PATHS as readonly string[]).includes(path) ? (path as FallbackSignInPath) : null;
}

export function isFallbackSignInPath(pathname: string): boolean {
  return fallbackSignInPath(pathname) !== null;
}
