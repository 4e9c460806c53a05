import { Injectable } from '@nestjs/common';
import { LIMITS } from '@hackathon/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { AccountLimitsService, type WindowLimit, newOtp, newUrlToken, normalizeEmail, otpHash, sameDigest, sha256Hex, limitKey, RESET_MAILS_PER_RECIPIENT } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { authTokens, type TokenPurpose } from '../../database/schema';

/** Lifetimes and limits of the account secrets. */
export const TOKEN_TTL_MS = {
  emailVerification: 24 * 60 * 60 * 1000,
  passwordResetLink: 60 * 60 * 1000,
  passwordResetOtp: LIMITS.otpValiditySeconds * 1000,
  passwordResetSession: 15 * 60 * 1000,
  signInCode: 10 * 60 * 1000,
  registrationOtp: LIMITS.otpValiditySeconds * 1000,
  /** The proof of a registering address (verify-otp), long enough to fill in the registration form. */
  registrationProof: 30 * 60 * 1000,
  /** An invitation link: a mentor's (issue 26), a judge's (issue 27). */
  invitation: 72 * 60 * 60 * 1000,
} as const;
export const OTP_MAX_ATTEMPTS = 5;

/** The 6-digit codes: the reset OTP, the sign-in code of an account under attack (LoginService), the code to a registering address. */
export type CodePurpose = Extract<TokenPurpose, 'password_reset_otp' | 'sign_in_code' | 'registration_otp'>;
const CODE_TTL_MS: Record<CodePurpose, number> = {
  password_reset_otp: TOKEN_TTL_MS.passwordResetOtp,
  sign_in_code: TOKEN_TTL_MS.signInCode,
  registration_otp: TOKEN_TTL_MS.registrationOtp,
};
/** No account has it: the account id of a check run for nobody, so it costs what a real one does. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * Whose secret: an account (its id), or an address that has no account yet (a registration in
 * steps: `{ email }`, compared lower-cased).
 */
export type SecretOwner = string | { email: string };

/** The owner's columns of a new row. */
function ownerColumns(owner: SecretOwner): { accountId: string } | { email: string } {
  return typeof owner === 'string' ? { accountId: owner } : { email: normalizeEmail(owner.email) };
}

/** The rows of the owner. */
function ownedBy(owner: SecretOwner): SQL {
  return typeof owner === 'string' ? eq(authTokens.accountId, owner) : eq(authTokens.email, normalizeEmail(owner.email));
}

/** What a code's HMAC is bound to (an account id, or `email:<address>`: never a uuid, so never an account's). */
function hmacSubject(owner: SecretOwner): string {
  return typeof owner === 'string' ? owner : `email:${normalizeEmail(owner.email)}`;
}

/** The limits a mailed code is issued within (secret-limits.ts): codes per owner, and the recipient's mails. */
export interface CodeLimits {
  codesKey: string;
  codes: WindowLimit;
  /** The recipient's address (its RESET_MAILS_PER_RECIPIENT window). */
  to: string;
}

/** The limit a guess at a code is counted under first (secret-limits.ts). */
export interface GuessLimit {
  key: string;
  limit: WindowLimit;
}

/**
 * One-time secrets in `auth_tokens`, stored hashed. Every consume is a single conditional UPDATE,
 * so a secret is used once even under concurrent requests.
 */
@Injectable()
export class OneTimeTokensService {
  private readonly otpKey: string;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() config: AppConfig,
    private readonly limits: AccountLimitsService,
  ) {
    // a key of its own, derived from the server secret, for the OTP HMAC
    this.otpKey = sha256Hex(`otp-hmac:${config.jwt.secret}`);
  }

  /** Issues a link or session secret for the owner; returns it in clear (to mail or hand out once). */
  async issue(purpose: TokenPurpose, owner: SecretOwner, ttlMs: number, db: DbOrTx = this.db): Promise<string> {
    const token = newUrlToken();
    await db.insert(authTokens).values({ purpose, ...ownerColumns(owner), tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }

  /** Uses a link or session secret: the account it belongs to, or null when unknown, used or expired. */
  async consume(purpose: TokenPurpose, token: string, db: DbOrTx = this.db): Promise<string | null> {
    const [row] = await db
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(live(purpose, token))
      .returning({ accountId: authTokens.accountId });
    return row?.accountId ?? null;
  }

  /** Uses a link or session secret only if it is `owner`'s: true when it did (false: unknown, used, expired or another's). */
  async consumeOwned(purpose: TokenPurpose, token: string, owner: SecretOwner, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(live(purpose, token), ownedBy(owner)))
      .returning({ id: authTokens.id });
    return rows.length > 0;
  }

  /** Whether a link or session secret of `owner` is still usable, without using it. */
  async isLive(purpose: TokenPurpose, token: string, owner: SecretOwner, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(live(purpose, token), ownedBy(owner)))
      .limit(1);
    return rows.length > 0;
  }

  /** Marks every still-usable secret of these purposes of the owner as used. */
  async revoke(owner: SecretOwner, purposes: TokenPurpose[], db: DbOrTx = this.db): Promise<void> {
    await db
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(ownedBy(owner), inArray(authTokens.purpose, purposes), isNull(authTokens.usedAt)));
  }

  /**
   * A new 6-digit code for the owner (a reset OTP by default); the previous ones of that purpose
   * are deleted (a new code may equal an old one, which must not hit the unique hash).
   */
  async issueOtp(owner: SecretOwner, db: DbOrTx = this.db, purpose: CodePurpose = 'password_reset_otp'): Promise<string> {
    await db.delete(authTokens).where(and(ownedBy(owner), eq(authTokens.purpose, purpose)));
    const otp = newOtp();
    await db.insert(authTokens).values({
      purpose,
      ...ownerColumns(owner),
      tokenHash: otpHash(this.otpKey, hmacSubject(owner), otp),
      expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]),
    });
    return otp;
  }

  /**
   * A new code of `purpose` for the owner, to be mailed to `limits.to`, within the owner's codes
   * and the recipient's mails (secret-limits.ts); null, and nothing issued, past either. The reset
   * OTP and the registration code are issued this way.
   */
  async issueOtpWithin(owner: SecretOwner, purpose: CodePurpose, limits: CodeLimits): Promise<string | null> {
    if (!(await this.limits.take(limits.codesKey, limits.codes))) return null;
    if (!(await this.limits.take(limitKey.resetMail(limits.to), RESET_MAILS_PER_RECIPIENT))) return null;
    return this.issueOtp(owner, this.db, purpose);
  }

  /**
   * One guess at a mailed code, as the reset OTP and the registration code are checked: counted
   * first under `guesses` (whether or not there is an owner: the same statement), given back when
   * right. Past the limit, or without an owner, no code is compared (the same HMAC work is spent).
   * True when right (the code is used then).
   */
  async guessOtp(owner: SecretOwner | null, otp: string, purpose: CodePurpose, guesses: GuessLimit): Promise<boolean> {
    const allowed = await this.limits.take(guesses.key, guesses.limit);
    if (owner === null || !allowed) {
      this.dummyOtpCheck(otp);
      return false;
    }
    if (!(await this.useOtp(owner, otp, { purpose }))) return false;
    await this.limits.giveBack(guesses.key);
    return true;
  }

  /**
   * Checks a code against the account's live code of `purpose` (a reset OTP by default) and uses it
   * when right. Each check first takes one of the OTP_MAX_ATTEMPTS attempts in one UPDATE, so
   * parallel guesses cannot exceed the limit; the attempt that takes the last one burns the code in
   * the same statement. `counts` false (a sign-in code sent with a wrong password) runs the same
   * statement, which then takes nothing and matches nothing: only someone who knows the password
   * spends the owner's attempts, and both cost the same. `owner` null: nobody's (same work).
   */
  async useOtp(
    ownerOrNull: SecretOwner | null,
    otp: string,
    { purpose = 'password_reset_otp', counts = true }: { purpose?: CodePurpose; counts?: boolean } = {},
  ): Promise<boolean> {
    const owner = ownerOrNull ?? NO_ACCOUNT;
    const live = this.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(ownedBy(owner), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
      .orderBy(desc(authTokens.createdAt))
      .limit(1);
    const [attempt] = await this.db
      .update(authTokens)
      .set({
        attempts: sql`${authTokens.attempts} + 1`,
        usedAt: sql`CASE WHEN ${authTokens.attempts} + 1 >= ${OTP_MAX_ATTEMPTS}::int THEN now() END`,
      })
      .where(and(inArray(authTokens.id, live), lt(authTokens.attempts, OTP_MAX_ATTEMPTS), sql`${counts}::boolean`))
      .returning({ id: authTokens.id, tokenHash: authTokens.tokenHash, attempts: authTokens.attempts });
    const right = sameDigest(otpHash(this.otpKey, hmacSubject(owner), otp), attempt?.tokenHash ?? sha256Hex(otp));
    if (!attempt || !right) return false;
    // the attempt that took the last try has used the code already
    if (attempt.attempts >= OTP_MAX_ATTEMPTS) return true;
    const [used] = await this.db
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authTokens.id, attempt.id), isNull(authTokens.usedAt)))
      .returning({ id: authTokens.id });
    return used !== undefined;
  }

  /** Spends the same HMAC work as a real check when there is no account (equal timing). */
  dummyOtpCheck(otp: string): void {
    sameDigest(otpHash(this.otpKey, NO_ACCOUNT, otp), sha256Hex(otp));
  }
}

/** A link or session secret of `purpose` that is unused and unexpired. */
function live(purpose: TokenPurpose, token: string): SQL {
  return and(eq(authTokens.purpose, purpose), eq(authTokens.tokenHash, sha256Hex(token)), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)) as SQL;
}
