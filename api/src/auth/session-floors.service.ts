import { Injectable, OnModuleInit } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { InjectDb, type Db } from '../database/db';
import { sessionFloors } from '../database/schema';
import { InjectRedis, type SharedRedis } from '../throttle/shared-redis';

/**
 * How long one process trusts what it read of a subject's session floor. A revocation made only by
 * a database trigger (an admin's change) is honoured within this time by every process; one made
 * through forget() (the auth endpoints) is honoured at once by this process and, with REDIS_URL, by
 * every other process (pub/sub). Short enough that a stolen token dies within seconds, long enough
 * that the sign-in rush does not add a query to every request of a busy session.
 */
export const SESSION_FLOOR_CACHE_MS = 2_000;

/** Pub/sub channel (after REDIS_KEY_PREFIX) carrying the subject whose floor was raised. */
export const SESSION_FLOOR_CHANNEL = 'session-floors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Session revocation (migration 0011): a token is valid only if issued at or after its subject's
 * floor. Triggers raise the floor on password, role, region or school changes and set it to
 * 'infinity' on deletion; this reads it, with a short in-process cache.
 */
@Injectable()
export class SessionFloorsService implements OnModuleInit {
  private readonly cache = new Map<string, { floorMs: number; readAt: number }>();
  /** Bumped by every drop: a read that was in flight meanwhile may be stale, so it is not cached. */
  private drops = 0;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectRedis() private readonly redis: SharedRedis | null,
  ) {}

  onModuleInit(): void {
    // a revocation made through another process drops our cached floor at once; after a lost
    // connection anything may have been missed, so everything is read again
    this.redis?.subscribe(SESSION_FLOOR_CHANNEL, (subject) => this.drop(subject), () => this.drop(null));
  }

  /** Whether a token of `subject` issued at `issuedAtMs` is still valid. */
  async isValid(subject: string, issuedAtMs: number): Promise<boolean> {
    // subjects are row ids (uuids); anything else has no row, hence no floor
    if (!UUID.test(subject)) return true;
    return issuedAtMs >= (await this.floorMs(subject));
  }

  /**
   * Drops the cached floor, so this process sees a revocation it just made at once, and (with
   * REDIS_URL) tells every other process to drop theirs; await it before answering, so the next
   * request, whichever process it reaches, sees the revocation. Never rejects: with Redis down the
   * other processes honour it within SESSION_FLOOR_CACHE_MS.
   */
  async forget(subject: string): Promise<void> {
    this.drop(subject);
    await this.redis?.publish(SESSION_FLOOR_CHANNEL, subject);
  }

  /** One subject's cached floor, or (null) all of them. */
  private drop(subject: string | null): void {
    this.drops += 1;
    if (subject === null) this.cache.clear();
    else this.cache.delete(subject);
  }

  private async floorMs(subject: string): Promise<number> {
    const now = Date.now();
    const cached = this.cache.get(subject);
    if (cached && now - cached.readAt < SESSION_FLOOR_CACHE_MS) return cached.floorMs;
    const drops = this.drops;
    const [row] = await this.db.select({ validAfter: sessionFloors.validAfter }).from(sessionFloors).where(eq(sessionFloors.subjectId, subject)).limit(1);
    const floorMs = row ? toMs(row.validAfter) : Number.NEGATIVE_INFINITY;
    if (this.cache.size > 50_000) this.cache.clear(); // bounded: a flood of distinct tokens cannot grow it
    if (drops === this.drops) this.cache.set(subject, { floorMs, readAt: now });
    return floorMs;
  }
}

/** 'infinity' comes back as an Invalid Date (or a string) depending on the driver. */
function toMs(value: Date | string): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}
