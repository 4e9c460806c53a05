import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { AuthUser } from './auth-user';
import { SessionFloorsService } from './session-floors.service';
import { JWT_ALGORITHM, jwtKey, tokenSession } from './token.service';

/**
 * Bearer tokens signed by TokenService, with everything such a token has (a row id as subject,
 * `iat`, `exp`: tokenSession), still above their subject's session floor (a password, role, region
 * or school change, or the deletion, ends the sessions issued before it) and not signed out; the
 * payload becomes `request.user`.
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
    const session = tokenSession(payload);
    if (!session) return false;
    return (await this.floors.isValid(session.user.sub, session.issuedAtMs, session.sessionId)) ? session.user : false;
  }
}
