import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { InjectDb, type Db } from '../database/db';
import { sessionFloors } from '../database/schema';

/**
 * How long one process trusts what it read of a subject's session floor. A revocation made through
 * another process (or by a database trigger this process did not see) is honoured within this time;
 * revocations made through this process's own auth endpoints are honoured at once (forget()).
 * Short enough that a stolen token dies within seconds, long enough that the sign-in rush does not
 * add a query to every request of a busy session.
 */
export const SESSION_FLOOR_CACHE_MS = 2_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Session revocation (migration 0011): a token is valid only if issued at or after its subject's
 * floor. Triggers raise the floor on password, role, region or school changes and set it to
 * 'infinity' on deletion; this reads it, with a short in-process cache.
 */
@Injectable()
export class SessionFloorsService {
  private readonly cache = new Map<string, { floorMs: number; readAt: number }>();

  constructor(@InjectDb() private readonly db: Db) {}

  /** Whether a token of `subject` issued at `issuedAtMs` is still valid. */
  async isValid(subject: string, issuedAtMs: number): Promise<boolean> {
    // subjects are row ids (uuids); anything else has no row, hence no floor
    if (!UUID.test(subject)) return true;
    return issuedAtMs >= (await this.floorMs(subject));
  }

  /** Drops the cached floor, so this process sees a revocation it just made at once. */
  forget(subject: string): void {
    this.cache.delete(subject);
  }

  private async floorMs(subject: string): Promise<number> {
    const now = Date.now();
    const cached = this.cache.get(subject);
    if (cached && now - cached.readAt < SESSION_FLOOR_CACHE_MS) return cached.floorMs;
    const [row] = await this.db.select({ validAfter: sessionFloors.validAfter }).from(sessionFloors).where(eq(sessionFloors.subjectId, subject)).limit(1);
    const floorMs = row ? toMs(row.validAfter) : Number.NEGATIVE_INFINITY;
    if (this.cache.size > 50_000) this.cache.clear(); // bounded: a flood of distinct tokens cannot grow it
    this.cache.set(subject, { floorMs, readAt: now });
    return floorMs;
  }
}

/** 'infinity' comes back as an Invalid Date (or a string) depending on the driver. */
function toMs(value: Date | string): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}
