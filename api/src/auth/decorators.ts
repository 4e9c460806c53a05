import { createParamDecorator, ExecutionContext, Header, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { API_MSG, type Role } from '@hackathon/contracts';
import type { AuthUser } from './auth-user';
import { ReaderScope } from '../kernel/scope';
import type { AuditActor } from '../kernel/audit';

export const IS_PUBLIC_KEY = 'auth:public';
export const ROLES_KEY = 'auth:roles';

/** The route needs no token (every other route does). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/** Only these roles may call the route (method level wins over class level). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

/**
 * On a sign-in route: its answer (a token) is `no-store` like every answer, and `no-transform`,
 * which also keeps the API's compression off it: a 2 KB answer is not worth a job on the libuv
 * pool the argon2 verifies are saturating during the sign-in rush (nor a proxy rewriting it).
 */
export const SignInAnswer = (): MethodDecorator => Header('Cache-Control', 'no-store, no-transform');

/** The authenticated caller: `@CurrentUser() user: AuthUser`. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
  // a public route asking for the user is a programming error, but never a 500 for the client
  if (!user) throw new UnauthorizedException(API_MSG.unauthorized);
  return user;
});

/** The caller's row scope (see kernel/scope.ts): `@CallerScope() scope: ReaderScope`. */
export const CallerScope = createParamDecorator((_data: unknown, context: ExecutionContext): ReaderScope => {
  const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
  if (!user) throw new UnauthorizedException(API_MSG.unauthorized);
  return ReaderScope.of(user);
});

/** The caller as the audit trail records it: `@Actor() actor: AuditActor`. req.ip honours TRUST_PROXY. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AuditActor => {
  const request = context.switchToHttp().getRequest<{ user?: AuthUser; ip?: string }>();
  const user = request.user;
  if (!user) throw new UnauthorizedException(API_MSG.unauthorized);
  return { id: user.sub, role: user.role, label: user.email ?? user.teamId ?? user.sub, ip: request.ip ?? null };
});
