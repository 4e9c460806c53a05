import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { toAuthUser, type AuthUser } from './auth-user';
import { JWT_ALGORITHM } from './token.service';

/** Bearer tokens signed by TokenService; the payload becomes `request.user`. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@InjectConfig() config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwt.secret,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  validate(payload: unknown): AuthUser | false {
    return toAuthUser(payload) ?? false;
  }
}
