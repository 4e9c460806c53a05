import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_MSG, UUID_PATTERN } from '@hackathon/contracts';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { toAuthUser, type AuthUser } from './auth-user';

export const JWT_ALGORITHM = 'HS256';

const keys = new WeakMap<AppConfig, KeyObject>();

/**
 * The HS256 secret as a key object, made once per configuration. Given a string, jsonwebtoken
 * first tries to read it as a PEM key on every sign and verify, and that failed attempt (a thrown
 * error) cost about a millisecond of every authenticated request and every sign-in.
 */
export function jwtKey(config: AppConfig): KeyObject {
  let key = keys.get(config);
  if (!key) {
    key = createSecretKey(Buffer.from(config.jwt.secret));
    keys.set(config, key);
  }
  return key;
}

/** One sign-in's session, read from a token whose signature and expiry were checked. */
export interface TokenSession {
  user: AuthUser;
  /** `iat_ms`, else `iat` in milliseconds: compared with the subject's session floor. */
  issuedAtMs: number;
  /** The token's `jti` (`iat:<issuedAtMs>` for one issued before tokens had it): what a sign-out revokes. */
  sessionId: string;
  expiresAtMs: number;
}

/**
 * The session of a verified payload, or null unless it has everything a token we issue has: a
 * subject that is a row id (uuid), a known role, `iat` and `exp`. jsonwebtoken checks `exp` only
 * when it is there, and a subject that is no row id could never be revoked: both are refused.
 */
export function tokenSession(payload: unknown): TokenSession | null {
  const user = toAuthUser(payload);
  if (!user || !UUID_PATTERN.test(user.sub)) return null;
  const p = payload as { iat?: unknown; iat_ms?: unknown; exp?: unknown; jti?: unknown };
  if (typeof p.exp !== 'number' || !Number.isFinite(p.exp) || typeof p.iat !== 'number' || !Number.isFinite(p.iat)) return null;
  const issuedAtMs = typeof p.iat_ms === 'number' && Number.isFinite(p.iat_ms) ? p.iat_ms : p.iat * 1000;
  const sessionId = typeof p.jti === 'string' && p.jti !== '' ? p.jti : `iat:${issuedAtMs}`;
  return { user, issuedAtMs, sessionId, expiresAtMs: p.exp * 1000 };
}

/**
 * Issues and checks session tokens (HS256, JWT_EXPIRES_IN, default 24 h, a random `jti` per
 * sign-in). A token also has to pass its subject's session floor and must not be signed out
 * (SessionFloorsService), checked by JwtStrategy on every request.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** A bearer token for `user`; `expiresIn` overrides the configured lifetime (e.g. '15m'). */
  sign(user: AuthUser, expiresIn?: string): string {
    // milliseconds, for session revocation: `iat` is whole seconds (see SessionFloorsService)
    const claims: Record<string, string | number> = { role: user.role, iat_ms: Date.now() };
    if (user.email) claims.email = user.email;
    if (user.schoolCode) claims.schoolCode = user.schoolCode;
    if (user.region) claims.region = user.region;
    if (user.teamId) claims.teamId = user.teamId;
    return this.jwt.sign(claims, {
      subject: user.sub,
      // the session's id: a sign-out revokes this token only, not the subject's other sign-ins
      jwtid: randomUUID(),
      algorithm: JWT_ALGORITHM,
      expiresIn: (expiresIn ?? this.config.jwt.expiresIn) as never,
    });
  }

  /** The user in a valid token, or null (bad signature, expired, malformed). */
  tryVerify(token: string): AuthUser | null {
    return this.session(token)?.user ?? null;
  }

  /** The session of a token with a valid signature and expiry, or null (floors and sign-outs are not read here). */
  session(token: string): TokenSession | null {
    try {
      return tokenSession(this.jwt.verify(token, { algorithms: [JWT_ALGORITHM] }));
    } catch {
      return null;
    }
  }

  /** Like tryVerify, but a bad token is a 401. */
  verify(token: string): AuthUser {
    const user = this.tryVerify(token);
    if (!user) throw new UnauthorizedException(API_MSG.unauthorized);
    return user;
  }
}
