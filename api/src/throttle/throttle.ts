import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { SkipThrottle, ThrottlerModule } from '@nestjs/throttler';
import { API_MSG } from '@hackathon/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { ResilientThrottlerStorage } from './resilient-storage';
import { SHARED_REDIS, SharedRedisModule, type SharedRedis } from './shared-redis';

export const DEFAULT_THROTTLER = 'default';
export const CREDENTIAL_THROTTLER = 'credential';
export const CHAT_THROTTLER = 'chat';
export const VERIFY_THROTTLER = 'certificate-verify';
const CREDENTIAL_KEY = 'throttle:credential';
const CHAT_KEY = 'throttle:chat';
const VERIFY_KEY = 'throttle:certificate-verify';
const ONE_MINUTE_MS = 60_000;

/**
 * Puts the strict per-IP limit of credential endpoints on a route or controller (login,
 * register, OTP, reset, resend): THROTTLE_CREDENTIAL_LIMIT per THROTTLE_CREDENTIAL_TTL_SECONDS.
 */
export const CredentialThrottle = (): MethodDecorator & ClassDecorator => SetMetadata(CREDENTIAL_KEY, true);

/** Puts the chat assistant's per-IP limit on a route: CHAT_RATE_LIMIT messages per minute. */
export const ChatThrottle = (): MethodDecorator & ClassDecorator => SetMetadata(CHAT_KEY, true);

/** Puts the certificate verification's per-IP limit on a route (code guessing): CERTIFICATE_VERIFY_LIMIT lookups per minute. */
export const VerifyThrottle = (): MethodDecorator & ClassDecorator => SetMetadata(VERIFY_KEY, true);

/** Exempts a route or controller from the general per-IP limit (health checks). */
export const SkipDefaultThrottle = (): MethodDecorator & ClassDecorator => SkipThrottle({ [DEFAULT_THROTTLER]: true });

function isMarked(key: string, context: ExecutionContext): boolean {
  return Boolean(Reflect.getMetadata(key, context.getHandler()) ?? Reflect.getMetadata(key, context.getClass()));
}

/**
 * Named limiters: a generous one on every route, the strict one only where @CredentialThrottle() is,
 * and the chat assistant's only where @ChatThrottle() is. With REDIS_URL the counters live in Redis,
 * so every API process counts against one limit (and a restart forgets nothing); without it, in
 * this process's memory. SharedRedisModule comes in here and is global (session floors, health).
 */
export const ThrottleModule = ThrottlerModule.forRootAsync({
  imports: [SharedRedisModule],
  inject: [APP_CONFIG, SHARED_REDIS],
  useFactory: (config: AppConfig, redis: SharedRedis | null) => ({
    ...(redis ? { storage: new ResilientThrottlerStorage(redis) } : {}),
    errorMessage: API_MSG.tooManyRequests,
    throttlers: [
      { name: DEFAULT_THROTTLER, limit: config.throttle.defaultLimit, ttl: config.throttle.defaultTtlMs },
      {
        name: CREDENTIAL_THROTTLER,
        limit: config.throttle.credentialLimit,
        ttl: config.throttle.credentialTtlMs,
        skipIf: (context: ExecutionContext) => !isMarked(CREDENTIAL_KEY, context),
      },
      {
        name: CHAT_THROTTLER,
        limit: config.chat.rateLimit,
        ttl: ONE_MINUTE_MS,
        skipIf: (context: ExecutionContext) => !isMarked(CHAT_KEY, context),
      },
      {
        name: VERIFY_THROTTLER,
        limit: config.certificates.verifyLimit,
        ttl: ONE_MINUTE_MS,
        skipIf: (context: ExecutionContext) => !isMarked(VERIFY_KEY, context),
      },
    ],
  }),
});
