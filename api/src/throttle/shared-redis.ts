import { Global, Inject, Logger, Module, OnModuleDestroy } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';

/** Injects the SharedRedis, or null without REDIS_URL: `@InjectRedis() redis: SharedRedis | null`. */
export const SHARED_REDIS = Symbol('SHARED_REDIS');
export const InjectRedis = (): ParameterDecorator => Inject(SHARED_REDIS);

/** How long a request waits on Redis before it carries on without it (see ResilientThrottlerStorage). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** At start, how long to wait for Redis before starting without it (it is not required to serve). */
const START_WAIT_MS = 3000;
/** One warning per this period while Redis is down, not one per request. */
const WARN_EVERY_MS = 30_000;

/**
 * One process's connections to the Redis that API processes share (REDIS_URL): `client` for
 * commands, and a subscriber connection opened on the first subscribe (pub/sub needs its own).
 * Redis is an accelerator, not a dependency: commands fail fast while it is down (no offline
 * queue, short timeout) so callers fall back to this process's memory, and ioredis reconnects
 * with back-off by itself.
 */
export class SharedRedis {
  readonly client: Redis;
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, (message: string) => void>();
  private readonly logger = new Logger('Redis');
  private lastWarning = 0;

  constructor(
    readonly url: string,
    readonly keyPrefix: string,
  ) {
    this.client = new Redis(url, this.options({ enableOfflineQueue: false }));
    this.watch(this.client, 'commands');
  }

  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /** Resolves when connected, or after `ms` (the caller starts anyway and counts in memory meanwhile). */
  async waitUntilReady(ms = START_WAIT_MS): Promise<boolean> {
    if (this.ready) return true;
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([
      new Promise<boolean>((resolve) => this.client.once('ready', () => resolve(true))),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]).finally(() => clearTimeout(timer));
    if (!ready) this.warn(`Redis at ${this.where()} is not reachable; starting with rate limits in this process's memory until it is`);
    return ready;
  }

  /** Publishes on `channel` (prefixed); false when Redis is down (the message is lost: callers keep a fallback). */
  async publish(channel: string, message: string): Promise<boolean> {
    try {
      await this.client.publish(this.keyPrefix + channel, message);
      return true;
    } catch (error) {
      this.warn(`publish on ${channel} failed: ${errorText(error)}`);
      return false;
    }
  }

  /**
   * Calls `handler` for each message on `channel` (prefixed); `onConnected` on every (re)connection
   * of the subscriber, so the caller can drop what it may have missed while disconnected.
   */
  subscribe(channel: string, handler: (message: string) => void, onConnected: () => void): void {
    const name = this.keyPrefix + channel;
    this.handlers.set(name, handler);
    if (!this.subscriber) {
      // the offline queue stays on here: subscriptions wait for the connection and are renewed on reconnect
      this.subscriber = new Redis(this.url, this.options({ enableOfflineQueue: true }));
      this.watch(this.subscriber, 'subscriber');
      this.subscriber.on('message', (from: string, message: string) => this.handlers.get(from)?.(message));
    }
    this.subscriber.on('ready', onConnected);
    this.subscriber.subscribe(name).catch((error: unknown) => this.warn(`subscribe to ${channel} failed: ${errorText(error)}`));
  }

  /** Round trip of PING in ms; throws when Redis does not answer. */
  async ping(): Promise<number> {
    const started = performance.now();
    await this.client.ping();
    return Math.round((performance.now() - started) * 10) / 10;
  }

  /** Logs at most one warning per WARN_EVERY_MS. */
  warn(text: string): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(text);
  }

  async close(): Promise<void> {
    const connections = [this.client, this.subscriber].filter((c): c is Redis => c !== null);
    // quit lets pending replies arrive; disconnect ends a connection that is not up (no waiting on retries)
    await Promise.all(connections.map((c) => (c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect())));
  }

  private options(extra: RedisOptions): RedisOptions {
    return {
      connectTimeout: 2000,
      // ioredis waits this long for a socket that already died to close (a refused one never does),
      // which would hold a stopping process or a test run
      disconnectTimeout: 100,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      // reconnect forever, waiting a little longer each time (at most 5 s)
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
      ...extra,
    };
  }

  private watch(connection: Redis, role: string): void {
    // without an 'error' listener ioredis prints every failed reconnect; one warning per period is enough
    connection.on('error', (error: unknown) => this.warn(`${role} connection to ${this.where()}: ${errorText(error)}`));
  }

  private where(): string {
    try {
      return new URL(this.url).host; // never the password
    } catch {
      return 'REDIS_URL';
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Provides SHARED_REDIS (null without REDIS_URL) to every module and closes the connections on
 * shutdown, so a closed app leaves no handle open.
 */
@Global()
@Module({
  providers: [
    {
      provide: SHARED_REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<SharedRedis | null> => {
        if (!config.redis) return null;
        const redis = new SharedRedis(config.redis.url, config.redis.keyPrefix);
        await redis.waitUntilReady();
        return redis;
      },
    },
  ],
  exports: [SHARED_REDIS],
})
export class SharedRedisModule implements OnModuleDestroy {
  constructor(@InjectRedis() private readonly redis: SharedRedis | null) {}

  async onModuleDestroy(): Promise<void> {
    await this.redis?.close();
  }
}
