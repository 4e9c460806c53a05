import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { toAuthUser, type AuthUser } from './auth-user';
import { SessionFloorsService } from './session-floors.service';
import { JWT_ALGORITHM, jwtKey } from './token.service';

/**
 * Bearer tokens signed by TokenService, still above their subject's session floor (a password,
 * role, region or school change, or the deletion, ends the sessions issued before it); the payload
 * becomes `request.user`.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly floors: SessionFloorsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // a KeyObject (jsonwebtoken takes one; the typings say string | Buffer)
      secretOrKey: jwtKey(config) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(payload: unknown): Promise<AuthUser | false> {
    const user = toAuthUser(payload);
    if (!user) return false;
    return (await this.floors.isValid(user.sub, issuedAtMs(payload))) ? user : false;
  }
}

/** `iat_ms` when the token has it, else `iat` (whole seconds, so rounded down). */
export function issuedAtMs(payload: unknown): number {
  const p = payload as { iat?: unknown; iat_ms?: unknown };
  if (typeof p.iat_ms === 'number' && Number.isFinite(p.iat_ms)) return p.iat_ms;
  return typeof p.iat === 'number' ? p.iat * 1000 : Number.NEGATIVE_INFINITY;
}
