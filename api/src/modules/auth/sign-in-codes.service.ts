import { Injectable, Logger } from '@nestjs/common';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { AccountLimitsService, ATTACK_NOTICES_PER_ACCOUNT, limitKey, SIGN_IN_CODES_PER_ACCOUNT } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db } from '../../database';
import { accounts } from '../../database/schema';
import { inLocale } from '../../kernel';
import { signInCodeMail, underAttackMail } from './auth-mails';
import { BackgroundMailService } from '../../mail';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';
import type { AccountRow } from './session-user';

/**
 * The second step of a sign-in to an account under attack (LoginService): a 6-digit code mailed to
 * the owner when the right password comes from an address the account does not know. Stored as an
 * HMAC in `auth_tokens` (purpose 'sign_in_code', 10 minutes, single use, OTP_MAX_ATTEMPTS tries, a
 * new code replaces the old), at most SIGN_IN_CODES_PER_ACCOUNT per window. An account without an
 * email address of its own (the super admin, region admins) has its code mailed to the platform
 * admin (the oldest 'admin' account with an address: the one ADMIN_EMAIL seeds), naming the account.
 */
@Injectable()
export class SignInCodesService {
  private readonly logger = new Logger('SignInCodes');

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly tokens: OneTimeTokensService,
    private readonly limits: AccountLimitsService,
    private readonly mail: BackgroundMailService,
  ) {}

  /**
   * Mails a code for `account` after the answer, when the password was right (`account` null
   * otherwise, or when there is no such account): the caller's answer is the same either way.
   */
  offer(account: AccountRow | null, signInName: string, client: string | undefined): void {
    if (account) this.mail.defer('a sign-in code', () => this.codeMailOf(account, signInName, client ?? 'unknown'));
  }

  /**
   * Tells the owner (or, for an account without an address, the platform admin) that the account
   * is under attack, after the answer: at most ATTACK_NOTICES_PER_ACCOUNT, so the attacker's
   * guesses cannot flood the inbox.
   */
  warnOwner(account: AccountRow, signInName: string): void {
    this.mail.defer('news of an attack', async () => {
      if (!(await this.limits.take(limitKey.attackNotice(account.id), ATTACK_NOTICES_PER_ACCOUNT))) return null;
      const reader = account.email !== null ? { email: account.email, language: account.language } : await this.platformAdmin();
      if (!reader) return null;
      const context = { account: account.email ?? account.username ?? signInName.trim(), at: new Date(), resetUrl: `${this.config.publicUrl}/forgot-password` };
      // the attacker's request is not the reader's: written in the reader's own language
      return inLocale(reader.language, () => underAttackMail(reader.email, account.fullName, context, account.email !== null));
    });
  }

  /**
   * True when `code` is the live code of `account`, which is used then. `account` null (a wrong
   * password, or no such account) runs the same statement, spends none of the owner's tries and fails.
   */
  check(account: AccountRow | null, code: string): Promise<boolean> {
    return this.tokens.useOtp(account?.id ?? null, code, { purpose: 'sign_in_code', counts: account !== null });
  }

  private async codeMailOf(account: AccountRow, signInName: string, from: string) {
    if (!(await this.limits.take(limitKey.signInCode(account.id), SIGN_IN_CODES_PER_ACCOUNT))) return null;
    const admin = account.email === null ? await this.platformAdmin() : null;
    const to = account.email ?? admin?.email;
    if (!to) {
      this.logger.warn(`No address to mail the sign-in code of "${signInName}" to: it has none, and there is no platform admin with one`);
      return null;
    }
    const code = await this.tokens.issueOtp(account.id, this.db, 'sign_in_code');
    const context = { account: account.email ?? account.username ?? signInName.trim(), from, at: new Date(), minutes: TOKEN_TTL_MS.signInCode / 60_000, resetUrl: `${this.config.publicUrl}/forgot-password` };
    const mail = () => signInCodeMail(to, account.fullName, code, context, account.email !== null);
    // the owner asked for it (the request's language); the platform admin reads it in their own
    return admin ? inLocale(admin.language, mail) : mail();
  }

  /** The first platform admin with an address: who hears about an account without one. */
  private async platformAdmin(): Promise<{ email: string; language: string | null } | null> {
    const [admin] = await this.db
      .select({ email: accounts.email, language: accounts.language })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), isNotNull(accounts.email)))
      .orderBy(asc(accounts.createdAt))
      .limit(1);
    return admin?.email ? { email: admin.email, language: admin.language } : null;
  }
}
