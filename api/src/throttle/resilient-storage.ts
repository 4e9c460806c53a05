import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { SharedRedis } from './shared-redis';

/**
 * Rate-limit counters in Redis (the maintained @nest-lab/throttler-storage-redis script), shared by
 * every API process. When Redis is down or slow (REDIS_COMMAND_TIMEOUT_MS) a request is counted in
 * this process's memory instead, with one logged warning per period: limits then hold per process
 * (as without Redis), never a 500 and never a request waiting on Redis. See docs/decisions.md.
 */
export class ResilientThrottlerStorage implements ThrottlerStorage {
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();

  constructor(private readonly redis: SharedRedis) {
    // handed our connection, the library does not close it: SharedRedisModule does
    this.shared = new ThrottlerStorageRedisService(redis.client);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.ready) {
      try {
        return await this.shared.increment(`${this.redis.keyPrefix}throttle:${key}`, ttl, limit, blockDuration, throttlerName);
      } catch (error) {
        this.redis.warn(`rate-limit counters fall back to this process's memory: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }
}
