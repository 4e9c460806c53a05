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
} as const;
export const OTP_MAX_ATTEMPTS = 5;

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

  /** A new 6-digit reset code for the account; the previous one stops working. */
  async issueOtp(accountId: string, db: DbOrTx = this.db): Promise<string> {
    await this.revoke(accountId, ['password_reset_otp'], db);
    const otp = newOtp();
    await db.insert(authTokens).values({
      purpose: 'password_reset_otp',
      accountId,
      tokenHash: otpHash(this.otpKey, accountId, otp),
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS.passwordResetOtp),
    });
    return otp;
  }

  /**
   * Checks a code against the account's live OTP and uses it when right. Each check first takes
   * one of the OTP_MAX_ATTEMPTS attempts in one UPDATE, so parallel guesses cannot exceed the
   * limit; the last wrong attempt burns the code.
   */
  async useOtp(accountId: string, otp: string): Promise<boolean> {
    const live = this.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.accountId, accountId),
          eq(authTokens.purpose, 'password_reset_otp'),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(authTokens.createdAt))
      .limit(1);
    const [attempt] = await this.db
      .update(authTokens)
      .set({ attempts: sql`${authTokens.attempts} + 1` })
      .where(and(inArray(authTokens.id, live), lt(authTokens.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: authTokens.id, tokenHash: authTokens.tokenHash, attempts: authTokens.attempts });
    if (!attempt) return false;

    const right = sameDigest(otpHash(this.otpKey, accountId, otp), attempt.tokenHash);
    if (!right && attempt.attempts < OTP_MAX_ATTEMPTS) return false;
    const [used] = await this.db
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authTokens.id, attempt.id), isNull(authTokens.usedAt)))
      .returning({ id: authTokens.id });
    return right && used !== undefined;
  }

  /** Spends the same HMAC work as a real check when there is no account (equal timing). */
  dummyOtpCheck(otp: string): void {
    sameDigest(otpHash(this.otpKey, '00000000-0000-0000-0000-000000000000', otp), sha256Hex(otp));
  }
}
