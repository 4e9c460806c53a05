import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDb, queryRows, type Db } from '../database/db';

/** At most `max` per window of `minutes` (a fixed window that starts with its first count). */
export interface WindowLimit {
  max: number;
  minutes: number;
}

const CLEAN_EVERY_MS = 10 * 60_000;

/**
 * Counters per account or recipient, whoever asks and from whatever address (table
 * `account_limits`, migration 0020, shared by every API process): reset mails per recipient, reset
 * codes and wrong guesses per account, sign-in codes per account. Each `take` is one statement, so
 * parallel requests cannot pass a limit. Windows past their end count as empty and are deleted
 * every ten minutes.
 */
@Injectable()
export class AccountLimitsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AccountLimitsService.name);
  private cleaner: NodeJS.Timeout | null = null;

  constructor(@InjectDb() private readonly db: Db) {}

  onModuleInit(): void {
    this.cleaner = setInterval(() => void this.deleteExpired().catch((e: unknown) => this.logger.warn(`clean-up skipped: ${String(e)}`)), CLEAN_EVERY_MS);
    this.cleaner.unref();
  }

  onModuleDestroy(): void {
    if (this.cleaner) clearInterval(this.cleaner);
  }

  /** Counts one under `key`; false (nothing counted) when the window already holds `limit.max`. */
  async take(key: string, limit: WindowLimit): Promise<boolean> {
    const window = sql`now() + make_interval(mins => ${limit.minutes}::int)`;
    const taken = await queryRows<{ count: number }>(
      this.db,
      sql`INSERT INTO account_limits AS l (limit_key, count, window_ends) VALUES (${key}, 1, ${window})
          ON CONFLICT (limit_key) DO UPDATE SET
            count = CASE WHEN l.window_ends <= now() THEN 1 ELSE l.count + 1 END,
            window_ends = CASE WHEN l.window_ends <= now() THEN ${window} ELSE l.window_ends END
          WHERE l.window_ends <= now() OR l.count < ${limit.max}::int
          RETURNING l.count`,
    );
    return taken.length > 0;
  }

  /** Gives one back to a window still running (a right guess does not count as a wrong one). */
  async giveBack(key: string): Promise<void> {
    await this.db.execute(sql`UPDATE account_limits SET count = greatest(count - 1, 0) WHERE limit_key = ${key} AND window_ends > now()`);
  }

  /** Deletes the windows that have ended; returns how many. */
  async deleteExpired(): Promise<number> {
    const gone = await queryRows<{ limit_key: string }>(this.db, sql`DELETE FROM account_limits WHERE window_ends <= now() RETURNING limit_key`);
    return gone.length;
  }
}
