import { BadRequestException, Injectable } from '@nestjs/common';
import { API_MSG, MSG, type ResetTokenResult } from '@hackathon/contracts';
import { AccountLimitsService, PasswordService, SessionFloorsService, normalizeEmail, limitKey, RESET_CODE_GUESSES_PER_ACCOUNT, RESET_CODES_PER_ACCOUNT, RESET_MAILS_PER_RECIPIENT } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db } from '../../database';
import type { TokenPurpose } from '../../database/schema';
import { RegistrationService } from '../registration';
import { AccountsRepository } from './accounts.repository';
import { otpMail, resetLinkMail } from './auth-mails';
import { BackgroundMailService } from '../../mail';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';
import type { AccountRow } from './session-user';

const RESET_PURPOSES: TokenPurpose[] = ['password_reset_link', 'password_reset_otp', 'password_reset_session'];

/**
 * Both password resets. Requests answer the same whether or not the address has an account: the
 * request does the look-up only, and the account's own work (limits, the secret, the mail) runs
 * after the answer (BackgroundMailService.defer). Every secret is stored hashed and used once.
 * Per account, whatever the caller's address (secret-limits.ts): reset mails per recipient, codes
 * per account, wrong code guesses per account.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly accountsRepo: AccountsRepository,
    private readonly tokens: OneTimeTokensService,
    private readonly passwords: PasswordService,
    private readonly registrations: RegistrationService,
    private readonly mail: BackgroundMailService,
    private readonly floors: SessionFloorsService,
    private readonly limits: AccountLimitsService,
  ) {}

  /** Mails a 6-digit code (600 s) when the address has an account, within its limits; a new code replaces the old one. */
  async sendOtp(email: string): Promise<void> {
    const account = await this.accountsRepo.byEmail(email);
    if (account?.email) this.mail.defer('a reset code', () => this.otpMailOf(account, account.email!));
  }

  private async otpMailOf(account: AccountRow, to: string) {
    const otp = await this.tokens.issueOtpWithin(account.id, 'password_reset_otp', { codesKey: limitKey.resetCode(account.id), codes: RESET_CODES_PER_ACCOUNT, to });
    return otp === null ? null : otpMail(to, account.fullName, otp);
  }

  /**
   * A right code becomes a one-time reset token (15 min); anything else is 400 'Invalid OTP'. Every
   * check first counts as a wrong guess of the address (given back when right), known or not: past
   * RESET_CODE_GUESSES_PER_ACCOUNT no code is compared until the window ends.
   */
  async verifyOtp(email: string, otp: string): Promise<ResetTokenResult> {
    const account = await this.accountsRepo.byEmail(email);
    const guesses = { key: limitKey.resetGuess(normalizeEmail(email)), limit: RESET_CODE_GUESSES_PER_ACCOUNT };
    const right = await this.tokens.guessOtp(account?.id ?? null, otp, 'password_reset_otp', guesses);
    if (!account || !right) throw new BadRequestException(MSG.invalidOtp);
    const resetToken = await this.tokens.issue('password_reset_session', account.id, TOKEN_TTL_MS.passwordResetSession);
    return { resetToken };
  }

  async resetWithOtp(resetToken: string, newPassword: string): Promise<void> {
    await this.resetWith('password_reset_session', resetToken, newPassword);
  }

  /** Mails a reset link (1 h) when the address has an account, within its limit; the previous links stop working. */
  async sendResetLink(email: string): Promise<void> {
    const account = await this.accountsRepo.byEmail(email);
    if (account?.email) this.mail.defer('a reset link', () => this.resetLinkMailOf(account, account.email!));
  }

  private async resetLinkMailOf(account: AccountRow, to: string) {
    if (!(await this.limits.take(limitKey.resetMail(to), RESET_MAILS_PER_RECIPIENT))) return null;
    await this.tokens.revoke(account.id, ['password_reset_link']);
    const token = await this.tokens.issue('password_reset_link', account.id, TOKEN_TTL_MS.passwordResetLink);
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    return resetLinkMail(to, account.fullName, link);
  }

  async resetWithLink(token: string, newPassword: string): Promise<void> {
    await this.resetWith('password_reset_link', token, newPassword);
  }

  /**
   * Uses the secret, sets the password, ends every other reset secret of the account and lifts a
   * login lock. Receiving the secret by mail also proves the address, so it counts as verified.
   */
  private async resetWith(purpose: TokenPurpose, token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.passwords.hash(newPassword);
    const done = await this.db.transaction(async (tx) => {
      const accountId = await this.tokens.consume(purpose, token, tx);
      if (!accountId) return null;
      // the new hash raises the account's session floor (trigger, migration 0011): older sessions end
      await this.accountsRepo.setPassword(accountId, passwordHash, tx);
      await this.tokens.revoke(accountId, RESET_PURPOSES, tx);
      await this.registrations.markVerified(tx, accountId);
      return accountId;
    });
    if (done) await this.floors.forget(done);
    if (!done) throw new BadRequestException(API_MSG.invalidOrExpiredToken);
  }
}
