import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_MSG } from '@hackathon/contracts';
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

/**
 * Issues and checks session tokens (HS256, JWT_EXPIRES_IN, default 24 h). A token also has to pass
 * its subject's session floor (SessionFloorsService), checked by JwtStrategy on every request.
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
      algorithm: JWT_ALGORITHM,
      expiresIn: (expiresIn ?? this.config.jwt.expiresIn) as never,
    });
  }

  /** The user in a valid token, or null (bad signature, expired, malformed). */
  tryVerify(token: string): AuthUser | null {
    try {
      return toAuthUser(this.jwt.verify(token, { algorithms: [JWT_ALGORITHM] }));
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
