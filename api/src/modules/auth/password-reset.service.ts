import { BadRequestException, Injectable } from '@nestjs/common';
import { API_MSG, MSG, type ResetTokenResult } from '@hackathon/contracts';
import { PasswordService, SessionFloorsService } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db } from '../../database';
import type { TokenPurpose } from '../../database/schema';
import { RegistrationService } from '../registration';
import { AccountsRepository } from './accounts.repository';
import { otpMail, resetLinkMail } from './auth-mails';
import { BackgroundMailService } from './background-mail.service';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';

const RESET_PURPOSES: TokenPurpose[] = ['password_reset_link', 'password_reset_otp', 'password_reset_session'];

/**
 * Both password resets. Requests answer the same whether or not the address has an account
 * (mail goes out in the background); every secret is stored hashed and used once.
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
  ) {}

  /** Mails a 6-digit code (600 s) when the address has an account; a new code replaces the old one. */
  async sendOtp(email: string): Promise<void> {
    const account = await this.accountsRepo.byEmail(email);
    if (!account?.email) return;
    const otp = await this.tokens.issueOtp(account.id);
    this.mail.dispatch(otpMail(account.email, account.fullName, otp));
  }

  /** A right code becomes a one-time reset token (15 min); anything else is 400 'Invalid OTP'. */
  async verifyOtp(email: string, otp: string): Promise<ResetTokenResult> {
    const account = await this.accountsRepo.byEmail(email);
    if (!account) {
      this.tokens.dummyOtpCheck(otp);
      throw new BadRequestException(MSG.invalidOtp);
    }
    if (!(await this.tokens.useOtp(account.id, otp))) throw new BadRequestException(MSG.invalidOtp);
    const resetToken = await this.tokens.issue('password_reset_session', account.id, TOKEN_TTL_MS.passwordResetSession);
    return { resetToken };
  }

  async resetWithOtp(resetToken: string, newPassword: string): Promise<void> {
    await this.resetWith('password_reset_session', resetToken, newPassword);
  }

  /** Mails a reset link (1 h) when the address has an account; the previous links stop working. */
  async sendResetLink(email: string): Promise<void> {
    const account = await this.accountsRepo.byEmail(email);
    if (!account?.email) return;
    await this.tokens.revoke(account.id, ['password_reset_link']);
    const token = await this.tokens.issue('password_reset_link', account.id, TOKEN_TTL_MS.passwordResetLink);
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.mail.dispatch(resetLinkMail(account.email, account.fullName, link));
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
