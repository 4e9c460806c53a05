import { ExecutionContext, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { API_MSG } from '@hackathon/contracts';
import { IS_PUBLIC_KEY } from './decorators';

/** Global: every route needs a valid bearer token unless it is marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // a failure to check the session (the database is away) is not a bad token: let the exception
    // filter answer it (503), or the client would sign its user out
    if (error && !(error instanceof HttpException)) throw error;
    if (error || !user) throw new UnauthorizedException(API_MSG.unauthorized);
    return user;
  }
}
