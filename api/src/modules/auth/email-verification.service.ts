import { BadRequestException, Injectable } from '@nestjs/common';
import { LIMITS, MSG, type EmailVerifiedResult } from '@hackathon/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import { RetryLaterException, normalizeEmail, sha256Hex } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { accounts, verificationResendCounters } from '../../database/schema';
import { RegistrationService } from '../registration';
import { AccountsRepository } from './accounts.repository';
import { verificationMail } from './auth-mails';
import { BackgroundMailService } from '../../mail';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';
import { SignUpService } from './sign-up.service';

/** Email verification by link (24 h, single use) and the resend limit (3 per address). */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly accountsRepo: AccountsRepository,
    private readonly tokens: OneTimeTokensService,
    private readonly registrations: RegistrationService,
    private readonly signUp: SignUpService,
    private readonly mail: BackgroundMailService,
  ) {}

  /** Uses the token and marks the account (and its school's registration) verified; 400 otherwise. */
  async verify(token: string): Promise<EmailVerifiedResult> {
    const email = await this.db.transaction(async (tx) => {
      const accountId = await this.tokens.consume('email_verification', token, tx);
      if (!accountId) return null;
      const [account] = await tx
        .update(accounts)
        .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(accounts.id, accountId))
        .returning({ email: accounts.email });
      // the other links sent to this address are done with too
      await this.tokens.revoke(accountId, ['email_verification'], tx);
      await this.registrations.markVerified(tx, accountId);
      return account?.email ?? null;
    });
    if (email === null) throw new BadRequestException(MSG.verificationFailed);
    return { email };
  }

  /**
   * Counts the request for the address (any address: the 4th is refused alike, 429), then mails
   * a new link only when an unverified account has that address. Same answer otherwise.
   */
  async resend(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const account = await this.accountsRepo.byEmail(email);
    const counted = account ? await this.countForAccount(account.id) : await this.countForUnknown(email);
    // the cap is for good; Retry-After says "not soon" (a day) rather than inviting a retry loop
    if (!counted) throw new RetryLaterException(MSG.maxResendReached, 24 * 60 * 60);
    if (!account || account.emailVerifiedAt) return;
    const token = await this.tokens.issue('email_verification', account.id, TOKEN_TTL_MS.emailVerification);
    this.mail.dispatch(verificationMail(account.email ?? email, account.fullName, this.signUp.verifyLink(token)));
  }

  /** One more request for an account, unless it has had its 3 (single conditional UPDATE). */
  private async countForAccount(accountId: string): Promise<boolean> {
    const rows = await this.db
      .update(accounts)
      .set({ verificationResendCount: sql`${accounts.verificationResendCount} + 1` })
      .where(and(eq(accounts.id, accountId), lt(accounts.verificationResendCount, LIMITS.resendVerificationMax)))
      .returning({ id: accounts.id });
    return rows.length > 0;
  }

  private async countForUnknown(email: string): Promise<boolean> {
    const rows = await this.db
      .insert(verificationResendCounters)
      .values({ emailHash: sha256Hex(email), count: 1 })
      .onConflictDoUpdate({
        target: verificationResendCounters.emailHash,
        set: { count: sql`${verificationResendCounters.count} + 1`, updatedAt: sql`now()` },
        setWhere: lt(verificationResendCounters.count, LIMITS.resendVerificationMax),
      })
      .returning({ count: verificationResendCounters.count });
    return rows.length > 0;
  }
}
