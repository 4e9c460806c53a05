import { Injectable } from '@nestjs/common';
import { LIMITS } from '@hackathon/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { authTokens, type TokenPurpose } from '../../database/schema';
import { newOtp, newUrlToken, otpHash, sameDigest, sha256Hex } from './secrets';

/** Lifetimes and limits of the account secrets. */
export const TOKEN_TTL_MS = {
  emailVerification: 24 * 60 * 60 * 1000,
  passwordResetLink: 60 * 60 * 1000,
  passwordResetOtp: LIMITS.otpValiditySeconds * 1000,
  passwordResetSession: 15 * 60 * 1000,
  signInCode: 10 * 60 * 1000,
} as const;
export const OTP_MAX_ATTEMPTS = 5;

/** The 6-digit codes: the reset OTP and the sign-in code of an account under attack (LoginService). */
export type CodePurpose = Extract<TokenPurpose, 'password_reset_otp' | 'sign_in_code'>;
const CODE_TTL_MS: Record<CodePurpose, number> = { password_reset_otp: TOKEN_TTL_MS.passwordResetOtp, sign_in_code: TOKEN_TTL_MS.signInCode };
/** No account has it: the account id of a check run for nobody, so it costs what a real one does. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

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
  ) {
    // a key of its own, derived from the server secret, for the OTP HMAC
    this.otpKey = sha256Hex(`otp-hmac:${config.jwt.secret}`);
  }

  /** Issues a link or session secret for the account; returns it in clear (to mail or hand out once). */
  async issue(purpose: TokenPurpose, accountId: string, ttlMs: number, db: DbOrTx = this.db): Promise<string> {
    const token = newUrlToken();
    await db.insert(authTokens).values({ purpose, accountId, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }

  /** Uses a link or session secret: the account it belongs to, or null when unknown, used or expired. */
  async consume(purpose: TokenPurpose, token: string, db: DbOrTx = this.db): Promise<string | null> {
    const [row] = await db
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(authTokens.purpose, purpose), eq(authTokens.tokenHash, sha256Hex(token)), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)),
      )
      .returning({ accountId: authTokens.accountId });
    return row?.accountId ?? null;
  }

  /** Marks every still-usable secret of these purposes for the account as used. */
  async revoke(accountId: string, purposes: TokenPurpose[], db: DbOrTx = this.db): Promise<void> {
    await db
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authTokens.accountId, accountId), inArray(authTokens.purpose, purposes), isNull(authTokens.usedAt)));
  }

  /**
   * A new 6-digit code for the account (a reset OTP by default); the previous ones of that purpose
   * are deleted (a new code may equal an old one, which must not hit the unique hash).
   */
  async issueOtp(accountId: string, db: DbOrTx = this.db, purpose: CodePurpose = 'password_reset_otp'): Promise<string> {
    await db.delete(authTokens).where(and(eq(authTokens.accountId, accountId), eq(authTokens.purpose, purpose)));
    const otp = newOtp();
    await db.insert(authTokens).values({
      purpose,
      accountId,
      tokenHash: otpHash(this.otpKey, accountId, otp),
      expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]),
    });
    return otp;
  }

  /**
   * Checks a code against the account's live code of `purpose` (a reset OTP by default) and uses it
   * when right. Each check first takes one of the OTP_MAX_ATTEMPTS attempts in one UPDATE, so
   * parallel guesses cannot exceed the limit; the attempt that takes the last one burns the code in
   * the same statement. `counts` false (a sign-in code sent with a wrong password) runs the same
   * statement, which then takes nothing and matches nothing: only someone who knows the password
   * spends the owner's attempts, and both cost the same. `accountId` null: nobody's (same work).
   */
  async useOtp(accountId: string | null, otp: string, { purpose = 'password_reset_otp', counts = true }: { purpose?: CodePurpose; counts?: boolean } = {}): Promise<boolean> {
    const owner = accountId ?? NO_ACCOUNT;
    const live = this.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(eq(authTokens.accountId, owner), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
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
    const right = sameDigest(otpHash(this.otpKey, owner, otp), attempt?.tokenHash ?? sha256Hex(otp));
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
