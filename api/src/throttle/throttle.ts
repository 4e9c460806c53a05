import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { SkipThrottle, ThrottlerModule } from '@nestjs/throttler';
import { API_MSG } from '@hackathon/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';

export const DEFAULT_THROTTLER = 'default';
export const CREDENTIAL_THROTTLER = 'credential';
const CREDENTIAL_KEY = 'throttle:credential';

/**
 * Puts the strict per-IP limit of credential endpoints on a route or controller (login,
 * register, OTP, reset, resend): THROTTLE_CREDENTIAL_LIMIT per THROTTLE_CREDENTIAL_TTL_SECONDS.
 */
export const CredentialThrottle = (): MethodDecorator & ClassDecorator => SetMetadata(CREDENTIAL_KEY, true);

/** Exempts a route or controller from the general per-IP limit (health checks). */
export const SkipDefaultThrottle = (): MethodDecorator & ClassDecorator => SkipThrottle({ [DEFAULT_THROTTLER]: true });

function isCredentialRoute(context: ExecutionContext): boolean {
  return Boolean(Reflect.getMetadata(CREDENTIAL_KEY, context.getHandler()) ?? Reflect.getMetadata(CREDENTIAL_KEY, context.getClass()));
}

/** Two named limiters: a generous one on every route and the strict one, only where @CredentialThrottle() is. */
export const ThrottleModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    errorMessage: API_MSG.tooManyRequests,
    throttlers: [
      { name: DEFAULT_THROTTLER, limit: config.throttle.defaultLimit, ttl: config.throttle.defaultTtlMs },
      {
        name: CREDENTIAL_THROTTLER,
        limit: config.throttle.credentialLimit,
        ttl: config.throttle.credentialTtlMs,
        skipIf: (context: ExecutionContext) => !isCredentialRoute(context),
      },
    ],
  }),
});
