import { HttpException } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import passport from 'passport';
import { ExtractJwt } from 'passport-jwt';
import { NAVIGATION_SESSION_COOKIE } from '@hackathon/contracts';
import type { AuthUser } from './auth-user';

/**
 * The navigation session (libs/contracts first-screen.ts, ADR 0006): a school admin's token, also
 * in an HttpOnly, SameSite=Strict cookie, read only to fill the dashboard's first screen
 * (web/first-screen.ts). No API route reads it: the guard takes bearer tokens only.
 */

/** Secure when the request came over https (req.secure honours TRUST_PROXY's X-Forwarded-Proto). */
function attributes(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure };
}

/** Sets the cookie to `token` until the token expires (our own token, just signed: only its `exp` is read). */
export function setNavigationSession(req: Request, res: Response, token: string): void {
  const maxAge = expiresAtMs(token) - Date.now();
  if (!(maxAge > 0)) return clearNavigationSession(req, res);
  res.cookie(NAVIGATION_SESSION_COOKIE, token, { ...attributes(req), maxAge });
}

export function clearNavigationSession(req: Request, res: Response): void {
  res.clearCookie(NAVIGATION_SESSION_COOKIE, attributes(req));
}

/** The request's bearer token, or null: the Authorization header, read as the API guard reads it. */
export function bearerToken(req: Request): string | null {
  return ExtractJwt.fromAuthHeaderAsBearerToken()(req);
}

/** The cookie's token, or null (no cookie-parser in the app: one cookie is read here). */
export function navigationToken(req: Request): string | null {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== NAVIGATION_SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/**
 * The cookie's user, checked by the API guard's own passport strategy (JwtStrategy: signature,
 * expiry, the session floor), as a bearer token would be; null when the token is refused. Rejects
 * only when the check itself failed (the database is away), where the guard answers 503
 * (JwtAuthGuard.handleRequest: an HttpException is a refusal, anything else a failure).
 */
export function verifyNavigationToken(token: string): Promise<AuthUser | null> {
  const request = { headers: { authorization: `Bearer ${token}` } };
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => (error instanceof HttpException ? resolve(null) : reject(error instanceof Error ? error : new Error(String(error))));
    const authenticate = passport.authenticate('jwt', { session: false }, (error: unknown, user: AuthUser | false) =>
      error ? fail(error) : resolve(user || null),
    ) as (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
    authenticate(request, {}, (error) => (error ? fail(error) : resolve(null)));
  });
}

function expiresAtMs(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
