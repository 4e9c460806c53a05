import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { API_MSG } from '@hackathon/contracts';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { InjectDb, queryRows, type Db } from '../database/db';
import { RetryLaterException } from './response-headers.interceptor';

/** The sign-in forms; each keeps its own counters (the trigger of migration 0012 uses the same prefixes). */
export type LoginForm = 'account' | 'admin' | 'team' | 'team-email';

/** Who is signing in, as typed (known or not), and from where (`req.ip`, which honours TRUST_PROXY). */
export interface LoginSubject {
  form: LoginForm;
  identifier: string;
  client: string | undefined;
}

/** 429 with `Retry-After`: the seconds until the caller may try again. Known and unknown identifiers alike. */
export class AccountLockedException extends RetryLaterException {
  constructor(readonly lockedUntil: Date) {
    super({ message: API_MSG.accountLocked, error: 'ACCOUNT_LOCKED' }, (lockedUntil.getTime() - Date.now()) / 1000);
  }
}

/** A successful sign-in makes its address "known" to the identifier for this long (the global cap lets it through). */
export const KNOWN_ADDRESS_DAYS = 30;
const CLEAN_EVERY_MS = 10 * 60_000;
/** Every sign-in table has an `id` primary key: null in the joined row means no match. */
const ID_COLUMN = 'id';

/** A raw row (SQL column names, driver values) as Drizzle's select of `table` would give it. */
function fromDriverRow(table: PgTable, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out;
}

/** Row key of an identifier: the form's prefix and the identifier normalised as its lookup compares it. */
export function subjectKey(form: LoginForm, identifier: string): string {
  const trimmed = identifier.trim().slice(0, 320);
  return `${form}:${form === 'team' ? trimmed.toUpperCase() : trimmed.toLowerCase()}`;
}

/**
 * Row key of a client address: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its /64, which
 * one subscriber usually holds whole, so a single home cannot mint fresh counters at will.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Sign-in failures per identifier and client address (table `login_failures`, shared by every API
 * process). Each attempt takes a failure slot before the password is verified, in one statement,
 * so parallel guesses cannot pass the limit; a success gives it back. Limits:
 * - per (identifier, address): LOGIN_MAX_FAILURES failures lock that pair for LOGIN_LOCK_MINUTES.
 *   A stranger's failures lock the stranger's address only, never the owner's.
 * - per identifier over all addresses (global cap): past LOGIN_GLOBAL_MAX_FAILURES failures still
 *   counting, only addresses that signed in to it in the last KNOWN_ADDRESS_DAYS may try, so a
 *   distributed guess stays bounded while the owner keeps signing in from their usual place.
 * Unknown identifiers count and lock exactly like known ones: locked and unknown answer alike.
 * A failure counts for LOGIN_LOCK_MINUTES after an identifier's last one from that address; rows
 * past that (and past their known mark) are deleted every ten minutes.
 */
@Injectable()
export class LoginAttemptsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LoginAttemptsService.name);
  private cleaner: NodeJS.Timeout | null = null;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.cleaner = setInterval(() => void this.deleteExpired().catch((e: unknown) => this.logger.warn(`clean-up skipped: ${String(e)}`)), CLEAN_EVERY_MS);
    this.cleaner.unref();
  }

  onModuleDestroy(): void {
    if (this.cleaner) clearInterval(this.cleaner);
  }

  /**
   * The usual flow: takes a failure slot first (throws AccountLockedException, 429, when none is
   * left), then runs `check` (the look-up and the password verification, a dummy one for unknown
   * identifiers); a success gives the slot back. At most LOGIN_MAX_FAILURES checks run per
   * identifier and address per lock period, however many arrive at once. Returns check's result.
   */
  async attempt(subject: LoginSubject, check: () => Promise<boolean>): Promise<boolean> {
    await this.reserve(subject);
    const ok = await check();
    if (ok) await this.recordSuccess(subject);
    return ok;
  }

  /**
   * As `attempt`, with the look-up folded into the statement that takes the slot (one round trip
   * fewer per sign-in): `check` gets `table`'s first row matching `where`, or null, and runs only
   * when a slot was taken. On success, `alongside` (the sign-in's own reads) runs together with the
   * statement that gives the slot back. Returns the verdict, the row and what `alongside` gave.
   */
  async attemptWith<T extends PgTable, A = undefined>(
    subject: LoginSubject,
    table: T,
    where: SQL,
    check: (row: T['$inferSelect'] | null) => Promise<boolean>,
    alongside?: (row: T['$inferSelect']) => Promise<A>,
  ): Promise<{ ok: boolean; row: T['$inferSelect'] | null; extra?: A }> {
    const { s, c, statement } = this.reserveStatement(subject);
    const lookup = this.db.select().from(table as PgTable).where(where).limit(1).getSQL();
    const [taken] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`WITH slot AS (${statement}) SELECT slot.failures AS "__slot", l.* FROM slot LEFT JOIN LATERAL (${lookup}) l ON true`,
    );
    if (!taken) throw new AccountLockedException(await this.retryAt(s, c));
    const row = taken[ID_COLUMN] == null ? null : (fromDriverRow(table, taken) as T['$inferSelect']);
    const ok = await check(row);
    if (!ok || !row) return { ok, row };
    const [, extra] = await Promise.all([this.recordSuccess(subject), alongside?.(row)]);
    return { ok, row, extra };
  }

  /**
   * Counts one attempt as a failure until it proves otherwise, in one statement: refused when the
   * pair is locked, or when the identifier is past its global cap and this address is not known to
   * it; the attempt that takes the last slot sets the lock. An expired count starts again at 1.
   */
  async reserve(subject: LoginSubject): Promise<void> {
    const { s, c, statement } = this.reserveStatement(subject);
    const taken = await queryRows<{ failures: number }>(this.db, statement);
    if (taken.length > 0) return;
    throw new AccountLockedException(await this.retryAt(s, c));
  }

  private reserveStatement(subject: LoginSubject): { s: string; c: string; statement: SQL } {
    const s = subjectKey(subject.form, subject.identifier);
    const c = clientKey(subject.client);
    const { maxFailures, lockMinutes, globalMaxFailures } = this.config.login;
    const lock = sql`make_interval(mins => ${lockMinutes}::int)`;
    const globalOpen = sql`(SELECT coalesce(sum(g.failures), 0) FROM login_failures g WHERE g.subject_key = ${s} AND g.expires_at > now()) < ${globalMaxFailures}::int`;
    const next = sql`(CASE WHEN f.expires_at <= now() THEN 1 ELSE f.failures + 1 END)`;
    const statement = sql`INSERT INTO login_failures AS f (subject_key, client_key, failures, locked_until, expires_at)
          SELECT ${s}, ${c}, 1, CASE WHEN ${maxFailures}::int <= 1 THEN now() + ${lock} END, now() + ${lock}
          -- a new pair only while the cap is open; an existing one is judged by the update's WHERE
          WHERE ${globalOpen} OR EXISTS (SELECT 1 FROM login_failures e WHERE e.subject_key = ${s} AND e.client_key = ${c})
          ON CONFLICT (subject_key, client_key) DO UPDATE SET
            failures = ${next},
            locked_until = CASE WHEN ${next} >= ${maxFailures}::int THEN now() + ${lock} END,
            expires_at = now() + ${lock}
          WHERE (f.expires_at <= now() OR f.failures < ${maxFailures}::int)
            AND (f.known_until > now() OR ${globalOpen})
          RETURNING f.failures`;
    return { s, c, statement };
  }

  /** Gives the slot back and clears the pair's count; marks the address as known to the identifier. */
  async recordSuccess(subject: LoginSubject): Promise<void> {
    await this.db.execute(
      sql`UPDATE login_failures SET failures = 0, locked_until = NULL, expires_at = now(),
            known_until = now() + make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)
          WHERE subject_key = ${subjectKey(subject.form, subject.identifier)} AND client_key = ${clientKey(subject.client)}`,
    );
  }

  /** Deletes the rows that no longer count (expired failures, old known marks); returns how many. */
  async deleteExpired(): Promise<number> {
    const gone = await queryRows<{ subject_key: string }>(
      this.db,
      sql`DELETE FROM login_failures WHERE expires_at <= now() AND (known_until IS NULL OR known_until <= now()) RETURNING subject_key`,
    );
    return gone.length;
  }

  /** When a refused caller may try again: the end of the pair's lock, else when the oldest counting failure expires. */
  private async retryAt(s: string, c: string): Promise<Date> {
    const [row] = await queryRows<{ own: Date | string | null; oldest: Date | string | null }>(
      this.db,
      sql`SELECT
            (SELECT expires_at FROM login_failures
              WHERE subject_key = ${s} AND client_key = ${c} AND expires_at > now() AND failures >= ${this.config.login.maxFailures}::int) AS own,
            (SELECT min(expires_at) FROM login_failures WHERE subject_key = ${s} AND expires_at > now() AND failures > 0) AS oldest`,
    );
    const at = row?.own ?? row?.oldest;
    return at ? new Date(at) : new Date(Date.now() + this.config.login.lockMinutes * 60_000);
  }
}
