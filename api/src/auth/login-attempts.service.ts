import { Injectable } from '@nestjs/common';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { API_MSG } from '@hackathon/contracts';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { InjectDb, type Db } from '../database/db';
import { accounts, teams } from '../database/schema';
import { RetryLaterException } from './response-headers.interceptor';

/** Who is signing in: a row of `accounts` or of `teams` (both carry the counter columns). */
export interface LoginSubject {
  kind: 'account' | 'team';
  id: string;
}

/** 429 with `Retry-After`: the seconds until the lock ends. */
export class AccountLockedException extends RetryLaterException {
  constructor(readonly lockedUntil: Date) {
    super({ message: API_MSG.accountLocked, error: 'ACCOUNT_LOCKED' }, (lockedUntil.getTime() - Date.now()) / 1000);
  }
}

/**
 * Per-account failure counter with a temporary lock (LOGIN_MAX_FAILURES failures lock for
 * LOGIN_LOCK_MINUTES). Updates are single statements, so concurrent attempts all count; the slot
 * is taken before the password is verified (reserve), so parallel guesses cannot pass the limit.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The usual flow: takes a failure slot first (throws AccountLockedException, 429, when none is
   * left), then runs `check` (the password verification); a success gives the slot back and clears
   * the count. Because the slot is taken before the slow verify, parallel guesses cannot pass the
   * limit: at most LOGIN_MAX_FAILURES verifies run per lock period. Returns check's result.
   */
  async attempt(subject: LoginSubject, check: () => Promise<boolean>): Promise<boolean> {
    await this.reserve(subject);
    const ok = await check();
    if (ok) await this.recordSuccess(subject);
    return ok;
  }

  /**
   * Counts one attempt as a failure until it proves otherwise, in one statement: refused while
   * locked or when the slots are taken; the attempt that takes the last slot sets the lock (its
   * success lifts it again). An expired lock starts a new count.
   */
  async reserve(subject: LoginSubject): Promise<void> {
    const table = this.table(subject);
    const { maxFailures, lockMinutes } = this.config.login;
    const expired = sql`(${table.lockedUntil} IS NOT NULL AND ${table.lockedUntil} <= now())`;
    const nextCount = sql`(CASE WHEN ${expired} THEN 1 ELSE ${table.failedLoginCount} + 1 END)`;
    const [taken] = await this.db
      .update(table)
      .set({
        failedLoginCount: nextCount,
        lockedUntil: sql`CASE WHEN ${nextCount} >= ${maxFailures} THEN now() + make_interval(mins => ${lockMinutes}) ELSE NULL END`,
      })
      .where(
        and(
          eq(table.id, subject.id),
          or(expired, and(isNull(table.lockedUntil), sql`${table.failedLoginCount} < ${maxFailures}`)),
        ),
      )
      .returning({ count: table.failedLoginCount });
    if (taken) return;
    const [row] = await this.db.select({ lockedUntil: table.lockedUntil }).from(table).where(eq(table.id, subject.id));
    if (!row) return; // gone meanwhile: the check fails on its own
    throw new AccountLockedException(row.lockedUntil ?? new Date(Date.now() + lockMinutes * 60_000));
  }

  async assertNotLocked(subject: LoginSubject): Promise<void> {
    const table = this.table(subject);
    const [row] = await this.db.select({ lockedUntil: table.lockedUntil }).from(table).where(eq(table.id, subject.id));
    if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) throw new AccountLockedException(row.lockedUntil);
  }

  /** Counts one failure; returns whether the subject is now locked. An expired lock starts a new count. */
  async recordFailure(subject: LoginSubject): Promise<{ locked: boolean; lockedUntil: Date | null }> {
    const table = this.table(subject);
    const { maxFailures, lockMinutes } = this.config.login;
    const expired = sql`(${table.lockedUntil} IS NOT NULL AND ${table.lockedUntil} <= now())`;
    const nextCount = sql`(CASE WHEN ${expired} THEN 1 ELSE ${table.failedLoginCount} + 1 END)`;
    const [row] = await this.db
      .update(table)
      .set({
        failedLoginCount: nextCount,
        lockedUntil: sql`CASE
          WHEN ${nextCount} >= ${maxFailures} THEN now() + make_interval(mins => ${lockMinutes})
          WHEN ${expired} THEN NULL
          ELSE ${table.lockedUntil} END`,
      })
      .where(eq(table.id, subject.id))
      .returning({ lockedUntil: table.lockedUntil });
    const lockedUntil = row?.lockedUntil ?? null;
    return { locked: lockedUntil !== null && lockedUntil.getTime() > Date.now(), lockedUntil };
  }

  async recordSuccess(subject: LoginSubject): Promise<void> {
    const table = this.table(subject);
    await this.db.update(table).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(table.id, subject.id));
  }

  private table(subject: LoginSubject) {
    return subject.kind === 'account' ? accounts : teams;
  }
}
