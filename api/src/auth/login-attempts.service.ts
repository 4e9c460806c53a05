import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { getTableColumns, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * 429 with `Retry-After`: the seconds until the caller may try again. Known and unknown identifiers alike.
 * `byCap`: refused only because the identifier is past its global cap and this address is not known
 * to it (the pair itself is not locked); a sign-in may then offer a second step (`reservePair`).
 */
export class AccountLockedException extends RetryLaterException {
  constructor(
    readonly lockedUntil: Date,
    readonly byCap = false,
  ) {
    super({ message: API_MSG.accountLocked, error: 'ACCOUNT_LOCKED' }, (lockedUntil.getTime() - Date.now()) / 1000);
  }
}

/** A successful sign-in makes its address "known" to the identifier for this long (the global cap lets it through). */
export const KNOWN_ADDRESS_DAYS = 30;
const CLEAN_EVERY_MS = 10 * 60_000;
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

/** A statement built once, run with the values of its placeholders. */
export interface PreparedStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** A query Drizzle can prepare (a select builder), whose rows are `A`. */
export interface Preparable<A> {
  prepare(name: string): PreparedStatement<A[]>;
  toSQL(): { sql: string };
}

/** A select builder whose statement first gives the slot back (`db.with(given_back)`). */
export type WithGiveBack = ReturnType<Db['with']>;

/** One sign-in form's two statements (`LoginAttemptsService.prepareSignIn`). */
export interface SignInStatements<Row, A> {
  readonly lookup: PreparedStatement<{ failures: number; row: Row | null }[]>;
  readonly success: PreparedStatement<A[]>;
}

/** Placeholder of a sign-in look-up: the identifier as the look-up compares it (e.g. the Team ID upper-cased). */
export const LOOKUP_KEY = sql.placeholder('lookupKey');
/** Placeholder of the read sent with the give-back: the id of the row that signed in. */
export const SIGNED_IN_ID = sql.placeholder('signedInId');
const SUBJECT_KEY = sql.placeholder('subjectKey');
const GIVE_BACK = 'given_back';
const CLIENT_KEY = sql.placeholder('clientKey');

/**
 * Sign-in failures per identifier and client address (table `login_failures`, shared by every API
 * process). Each attempt takes a failure slot before the password is verified, in one statement,
 * so parallel guesses cannot pass the limit; a success gives it back. Limits:
 * - per (identifier, address): LOGIN_MAX_FAILURES failures lock that pair for LOGIN_LOCK_MINUTES.
 *   A stranger's failures lock the stranger's address only, never the owner's.
 * - per identifier over all addresses (global cap): past LOGIN_GLOBAL_MAX_FAILURES failures still
 *   counting, only addresses that signed in to it in the last KNOWN_ADDRESS_DAYS may try, so a
 *   distributed guess stays bounded while the owner keeps signing in from their usual place. The
 *   refusal says so (`byCap`), and a sign-in form may then take a slot of the pair alone
 *   (`reservePair`) for a second step: the account sign-ins mail a code to the owner (LoginService).
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
   * A sign-in form's statements, built once (named statements on node-postgres: parsed and planned
   * once per connection, no query building per request):
   * - the look-up folded into the statement that takes the slot: `table`'s first row matching
   *   `where`, whose values are placeholders (LOOKUP_KEY or others, given to `attemptWith`);
   * - the give-back of the slot, in one statement with `read` when given: `read` must start its
   *   select from `withGiveBack` (`db.with(...)`) and may use SIGNED_IN_ID, the row's id.
   * `name` must be unique per form (it names the statements on every connection).
   */
  prepareSignIn<T extends PgTable & { id: AnyColumn }, A = unknown>(
    name: string,
    table: T,
    where: SQL,
    read?: (withGiveBack: WithGiveBack) => Preparable<A>,
  ): SignInStatements<T['$inferSelect'], A> {
    // a name no sign-in table has for a column, so the outer select reads it unqualified
    const slot = this.db
      .$with('slot', { failures: sql<number>`slot_failures`.as('slot_failures') })
      .as(sql`${this.reserveSql(SUBJECT_KEY, CLIENT_KEY)} RETURNING f.failures AS slot_failures`);
    // the slot yields one row or none, so a left join with LIMIT 1 reads as a lateral look-up would
    const lookup = this.db
      .with(slot)
      .select({ failures: slot.failures, row: getTableColumns(table as PgTable) })
      .from(slot)
      .leftJoin(table as PgTable, where)
      .limit(1)
      .prepare(`${name}_slot`) as PreparedStatement<{ failures: number; row: T['$inferSelect'] | null }[]>;
    const giveBack = this.db.$with(GIVE_BACK, { n: sql<number>`n`.as('n') }).as(sql`${this.giveBackSql(SUBJECT_KEY, CLIENT_KEY)} RETURNING 1 AS n`);
    const withGiveBack = this.db.with(giveBack);
    const success = read ? read(withGiveBack) : (withGiveBack.select({ n: giveBack.n }).from(giveBack) as unknown as Preparable<A>);
    // a read that did not start from withGiveBack would never give a slot back: refuse it at start-up
    if (!success.toSQL().sql.startsWith(`with "${GIVE_BACK}" as (`)) throw new Error(`sign-in ${name}: the read must start from withGiveBack`);
    return { lookup, success: success.prepare(`${name}_success`) };
  }

  /**
   * As `attempt`, with the look-up in the statement that takes the slot and the sign-in's own read
   * in the statement that gives it back (two round trips in all, `prepareSignIn`): `check` gets the
   * row found, or null, and runs only when a slot was taken. Returns the verdict, the row and, on
   * success, the first row of the read.
   */
  async attemptWith<Row extends { id: string }, A>(
    subject: LoginSubject,
    statements: SignInStatements<Row, A>,
    lookup: Record<string, unknown>,
    check: (row: Row | null) => Promise<boolean>,
  ): Promise<{ ok: boolean; row: Row | null; extra?: A }> {
    const keys = { [SUBJECT_KEY.name]: subjectKey(subject.form, subject.identifier), [CLIENT_KEY.name]: clientKey(subject.client) };
    const [taken] = await statements.lookup.execute({ ...lookup, ...keys });
    if (!taken) throw await this.refusal(keys[SUBJECT_KEY.name]!, keys[CLIENT_KEY.name]!);
    const row = taken.row;
    const ok = await check(row);
    if (!ok || !row) return { ok, row };
    const [extra] = await statements.success.execute({ ...keys, [SIGNED_IN_ID.name]: row.id });
    return { ok, row, extra };
  }

  /**
   * Counts one attempt as a failure until it proves otherwise, in one statement: refused when the
   * pair is locked, or when the identifier is past its global cap and this address is not known to
   * it; the attempt that takes the last slot sets the lock. An expired count starts again at 1.
   */
  async reserve(subject: LoginSubject): Promise<void> {
    const s = subjectKey(subject.form, subject.identifier);
    const c = clientKey(subject.client);
    const taken = await queryRows<{ failures: number }>(this.db, sql`${this.reserveSql(s, c)} RETURNING f.failures`);
    if (taken.length > 0) return;
    throw await this.refusal(s, c);
  }

  /**
   * As `reserve`, but judged by the pair's own count only (the global cap does not apply): the
   * second step of a sign-in refused `byCap` (LoginService), whose every try counts at its pair as
   * any other. Throws AccountLockedException when the pair itself is locked.
   */
  async reservePair(subject: LoginSubject): Promise<void> {
    const s = subjectKey(subject.form, subject.identifier);
    const c = clientKey(subject.client);
    const taken = await queryRows<{ failures: number }>(this.db, sql`${this.reserveSql(s, c, false)} RETURNING f.failures`);
    if (taken.length > 0) return;
    throw await this.refusal(s, c);
  }

  /**
   * The statement that takes a slot (see `reserve`), without its RETURNING; `s` and `c` are values or
   * placeholders. `cap` false leaves the global cap out (`reservePair`).
   */
  private reserveSql(s: string | Placeholder, c: string | Placeholder, cap = true): SQL {
    const { maxFailures, lockMinutes, globalMaxFailures } = this.config.login;
    const lock = sql`make_interval(mins => ${lockMinutes}::int)`;
    const globalOpen = cap
      ? sql`(SELECT coalesce(sum(g.failures), 0) FROM login_failures g WHERE g.subject_key = ${s} AND g.expires_at > now()) < ${globalMaxFailures}::int`
      : sql`true`;
    const next = sql`(CASE WHEN f.expires_at <= now() THEN 1 ELSE f.failures + 1 END)`;
    return sql`INSERT INTO login_failures AS f (subject_key, client_key, failures, locked_until, expires_at)
          SELECT ${s}, ${c}, 1, CASE WHEN ${maxFailures}::int <= 1 THEN now() + ${lock} END, now() + ${lock}
          -- a new pair only while the cap is open; an existing one is judged by the update's WHERE
          WHERE ${globalOpen} OR EXISTS (SELECT 1 FROM login_failures e WHERE e.subject_key = ${s} AND e.client_key = ${c})
          ON CONFLICT (subject_key, client_key) DO UPDATE SET
            failures = ${next},
            locked_until = CASE WHEN ${next} >= ${maxFailures}::int THEN now() + ${lock} END,
            expires_at = now() + ${lock}
          WHERE (f.expires_at <= now() OR f.failures < ${maxFailures}::int)
            AND (f.known_until > now() OR ${globalOpen})`;
  }

  /** Gives the slot back and clears the pair's count; marks the address as known to the identifier. */
  async recordSuccess(subject: LoginSubject): Promise<void> {
    await this.db.execute(this.giveBackSql(subjectKey(subject.form, subject.identifier), clientKey(subject.client)));
  }

  private giveBackSql(s: string | Placeholder, c: string | Placeholder): SQL {
    return sql`UPDATE login_failures SET failures = 0, locked_until = NULL, expires_at = now(),
            known_until = now() + make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)
          WHERE subject_key = ${s} AND client_key = ${c}`;
  }

  /** Deletes the rows that no longer count (expired failures, old known marks); returns how many. */
  async deleteExpired(): Promise<number> {
    const gone = await queryRows<{ subject_key: string }>(
      this.db,
      sql`DELETE FROM login_failures WHERE expires_at <= now() AND (known_until IS NULL OR known_until <= now()) RETURNING subject_key`,
    );
    return gone.length;
  }

  /**
   * The refusal of a caller without a slot: when it may try again (the end of the pair's lock, else
   * when the oldest counting failure expires) and whether only the global cap refused it (`byCap`).
   */
  private async refusal(s: string, c: string): Promise<AccountLockedException> {
    const [row] = await queryRows<{ own: Date | string | null; oldest: Date | string | null }>(
      this.db,
      sql`SELECT
            (SELECT expires_at FROM login_failures
              WHERE subject_key = ${s} AND client_key = ${c} AND expires_at > now() AND failures >= ${this.config.login.maxFailures}::int) AS own,
            (SELECT min(expires_at) FROM login_failures WHERE subject_key = ${s} AND expires_at > now() AND failures > 0) AS oldest`,
    );
    const at = row?.own ?? row?.oldest;
    return new AccountLockedException(at ? new Date(at) : new Date(Date.now() + this.config.login.lockMinutes * 60_000), !row?.own);
  }
}
