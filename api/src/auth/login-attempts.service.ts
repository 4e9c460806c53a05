import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { API_MSG } from '@hackathon/contracts';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { InjectDb, type Db } from '../database/db';
import { accounts, teams } from '../database/schema';

/** Who is signing in: a row of `accounts` or of `teams` (both carry the counter columns). */
export interface LoginSubject {
  kind: 'account' | 'team';
  id: string;
}

export class AccountLockedException extends HttpException {
  constructor(readonly lockedUntil: Date) {
    super({ message: API_MSG.accountLocked, error: 'ACCOUNT_LOCKED' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Per-account failure counter with a temporary lock (LOGIN_MAX_FAILURES failures lock for
 * LOGIN_LOCK_MINUTES). Updates are single statements, so concurrent failures all count.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The usual flow: throws AccountLockedException (429) while locked, otherwise runs `check`
   * (the password verification) and records its outcome. Returns check's result.
   */
  async attempt(subject: LoginSubject, check: () => Promise<boolean>): Promise<boolean> {
    await this.assertNotLocked(subject);
    const ok = await check();
    if (ok) await this.recordSuccess(subject);
    else await this.recordFailure(subject);
    return ok;
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
