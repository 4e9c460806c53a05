import { Injectable, OnModuleInit } from '@nestjs/common';
import { and, gt, lte, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '@hackathon/contracts';
import { InjectDb, type Db } from '../database/db';
import { revokedSessions, sessionFloors } from '../database/schema';
import { InjectRedis, type SharedRedis } from '../throttle/shared-redis';

/**
 * How long one process trusts what it read of a subject's session floor. A revocation made only by
 * a database trigger (a change made outside the API, such as a script's UPDATE) is honoured within
 * this time by every process; one made through the API (the auth endpoints, an admin's or school
 * admin's change, a sign-out) calls forget() and is honoured at once by this process and, with
 * REDIS_URL, by every other process (pub/sub). Short enough that a stolen token dies within seconds,
 * long enough that the sign-in rush does not add a query to every request of a busy session.
 */
export const SESSION_FLOOR_CACHE_MS = 2_000;

/** Pub/sub channel (after REDIS_KEY_PREFIX) carrying the subject whose floor was raised. */
export const SESSION_FLOOR_CHANNEL = 'session-floors';

/** What a sign-out needs of a token's session (TokenSession, token.service.ts). */
export interface SignedOutSession {
  user: { sub: string };
  sessionId: string;
  expiresAtMs: number;
}

/** What one read tells about a subject: its floor, and its sessions ended by a sign-out. */
interface SubjectSessions {
  floorMs: number;
  revoked: ReadonlySet<string>;
  readAt: number;
}

/**
 * Session revocation (migration 0011): a token is valid only if issued at or after its subject's
 * floor. Triggers raise the floor on password, role, region or school changes and set it to
 * 'infinity' on deletion. A sign-out ends its own session only (migration 0021, revoked_sessions).
 * This reads both in one query, with a short in-process cache.
 */
@Injectable()
export class SessionFloorsService implements OnModuleInit {
  private readonly cache = new Map<string, SubjectSessions>();
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

  /** Whether a token of `subject` issued at `issuedAtMs`, of session `sessionId`, is still valid. */
  async isValid(subject: string, issuedAtMs: number, sessionId?: string): Promise<boolean> {
    // we only issue row ids (uuids): anything else could never be revoked, so it is refused
    if (!UUID_PATTERN.test(subject)) return false;
    const sessions = await this.read(subject);
    return issuedAtMs >= sessions.floorMs && !(sessionId !== undefined && sessions.revoked.has(sessionId));
  }

  /**
   * A sign-out: ends these sessions only (TokenService.session of the bearer token and of the
   * navigation cookie; null for a missing, forged or expired token, which has nothing to end),
   * recorded until the token expires and honoured at once here and, with REDIS_URL, by every
   * other process (forget). Rows of tokens that have expired since are deleted on the way.
   */
  async endSessions(sessions: readonly (SignedOutSession | null)[]): Promise<void> {
    const live = sessions.filter((s): s is SignedOutSession => s !== null && UUID_PATTERN.test(s.user.sub) && s.expiresAtMs > Date.now());
    if (live.length === 0) return;
    await this.db
      .insert(revokedSessions)
      .values(live.map((s) => ({ subjectId: s.user.sub, sessionId: s.sessionId, expiresAt: new Date(s.expiresAtMs) })))
      .onConflictDoNothing();
    await this.db.delete(revokedSessions).where(lte(revokedSessions.expiresAt, sql`now()`));
    for (const subject of new Set(live.map((s) => s.user.sub))) await this.forget(subject);
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

  private async read(subject: string): Promise<SubjectSessions> {
    const now = Date.now();
    const cached = this.cache.get(subject);
    if (cached && now - cached.readAt < SESSION_FLOOR_CACHE_MS) return cached;
    const drops = this.drops;
    // one row per live revoked session, or one row of nulls: the subject itself, joined to both tables
    const rows = await this.db
      .select({ validAfter: sessionFloors.validAfter, sessionId: revokedSessions.sessionId })
      .from(sql`(select ${subject}::uuid as id) as subject`)
      .leftJoin(sessionFloors, sql`${sessionFloors.subjectId} = subject.id`)
      .leftJoin(revokedSessions, and(sql`${revokedSessions.subjectId} = subject.id`, gt(revokedSessions.expiresAt, sql`now()`)));
    const validAfter = rows[0]?.validAfter;
    const sessions: SubjectSessions = {
      floorMs: validAfter === null || validAfter === undefined ? Number.NEGATIVE_INFINITY : toMs(validAfter),
      revoked: new Set(rows.flatMap((row) => (row.sessionId === null ? [] : [row.sessionId]))),
      readAt: now,
    };
    if (this.cache.size > 50_000) this.cache.clear(); // bounded: a flood of distinct tokens cannot grow it
    if (drops === this.drops) this.cache.set(subject, sessions);
    return sessions;
  }
}

/** 'infinity' comes back as an Invalid Date (or a string) depending on the driver. */
function toMs(value: Date | string): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}
