import { Controller, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MSG, type HealthStatus, HEALTH_API } from '@hackathon/contracts';
import { Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEndpoint } from '../common/api-endpoint';
import { DATABASE_UNAVAILABLE } from '../common/error-response';
import { APP_CONFIG } from '../config/config.module';
import { DEFAULT_DATABASE_TIMEOUTS, type AppConfig } from '../config/app-config';
import type { DatabaseHandle } from '../database/connection';
import { DATABASE_HANDLE } from '../database/db';
import { InjectRedis, type SharedRedis } from '../throttle/shared-redis';
import { SkipDefaultThrottle } from '../throttle/throttle';

/** A load balancer's probe must get an answer quickly even when the database does not. */
const MAX_PING_TIMEOUT_MS = 3000;

@ApiTags('health')
@Public()
@SkipDefaultThrottle()
@Controller()
export class HealthController {
  private readonly pingTimeoutMs: number;

  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRedis() private readonly redis: SharedRedis | null,
  ) {
    const timeouts = config.database.kind === 'postgres' ? (config.database.timeouts ?? DEFAULT_DATABASE_TIMEOUTS) : DEFAULT_DATABASE_TIMEOUTS;
    this.pingTimeoutMs = Math.min(MAX_PING_TIMEOUT_MS, timeouts.statementMs);
  }

  @ApiEndpoint(HEALTH_API.check)
  @ApiOperation({
    summary:
      'Liveness and database status (with the round trip of `select 1`); 503 when the database does not answer. ' +
      'With REDIS_URL also `redis: up|down` and `redisLatencyMs`: Redis down is reported, not a 503 (the API serves without it).' })
  async check() {
    const redis = this.redisStatus();
    const started = performance.now();
    try {
      await withTimeout(this.database.ping(), this.pingTimeoutMs);
    } catch {
      throw new ServiceUnavailableException({
        message: API_MSG.databaseUnavailable,
        error: DATABASE_UNAVAILABLE,
        details: { status: 'error', database: 'down' },
      });
    }
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return ok<HealthStatus>({ status: 'ok', database: 'up', latencyMs, ...(await redis) }, API_MSG.healthy);
  }

  /** Measured beside the database ping; nothing without REDIS_URL. */
  private async redisStatus(): Promise<{ redis: 'up'; redisLatencyMs: number } | { redis: 'down' } | Record<string, never>> {
    if (!this.redis) return {};
    try {
      return { redis: 'up', redisLatencyMs: await withTimeout(this.redis.ping(), MAX_PING_TIMEOUT_MS) };
    } catch {
      return { redis: 'down' };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
