import { BadRequestException, Injectable } from '@nestjs/common';
import { MSG, type EmailProofResult } from '@hackathon/contracts';
import { AccountLimitsService, normalizeEmail, limitKey, RESET_CODE_GUESSES_PER_ACCOUNT, RESET_CODES_PER_ACCOUNT, RESET_MAILS_PER_RECIPIENT } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import type { TokenPurpose } from '../../database/schema';
import { currentRequestLocale, inLocale } from '../../kernel';
import { AccountsRepository } from './accounts.repository';
import { alreadyRegisteredMail, registrationCodeMail } from './auth-mails';
import { BackgroundMailService } from '../../mail';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';
import type { AccountRow } from './session-user';

/** The proof of a registering address that verify-otp hands out (`/registration/complete` checks it, `/complete-user` uses it up). */
export const REGISTRATION_PROOF: TokenPurpose = 'registration_email';
/** Every secret of a registering address: what a completed sign-up ends. */
export const REGISTRATION_SECRETS: TokenPurpose[] = ['registration_otp', REGISTRATION_PROOF];

/**
 * The code to a registering address (`POST /auth/send-otp`, `/registration/initiate`) and its check
 * (`POST /auth/verify-otp`): the reset OTP's flow for an address that has no account yet, with its
 * limits (secret-limits.ts, counted per address) and its generic answers. The request does the
 * account look-up only; the limits, the code and the mail run after the answer. An address that
 * already has an account gets the sign-up's "you already have an account" mail instead of a code.
 */
@Injectable()
export class RegistrationCodesService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly accountsRepo: AccountsRepository,
    private readonly tokens: OneTimeTokensService,
    private readonly limits: AccountLimitsService,
    private readonly mail: BackgroundMailService,
  ) {}

  /** Mails a 6-digit code (600 s) to the address, within its limits; a new code replaces the old one. Same answer for any address. */
  async send(email: string): Promise<void> {
    const to = normalizeEmail(email);
    const account = await this.accountsRepo.byEmail(to);
    this.mail.defer('a registration code', () => (account ? this.accountExistsMailOf(account, to) : this.codeMailOf(to)));
  }

  private async codeMailOf(to: string) {
    const otp = await this.tokens.issueOtpWithin({ email: to }, 'registration_otp', { codesKey: limitKey.registrationCode(to), codes: RESET_CODES_PER_ACCOUNT, to });
    return otp === null ? null : registrationCodeMail(to, otp);
  }

  private async accountExistsMailOf(account: AccountRow, to: string) {
    if (!(await this.limits.take(limitKey.resetMail(to), RESET_MAILS_PER_RECIPIENT))) return null;
    const base = this.config.publicUrl;
    // written for the address's owner: in the owner's language when they chose one, else the request's
    return inLocale(account.language ?? currentRequestLocale(), () => alreadyRegisteredMail(account.email ?? to, account.fullName, `${base}/login`, `${base}/forgot-password`));
  }

  /**
   * A right code becomes the proof of the address (30 minutes); anything else is 400 'Invalid OTP'.
   * Guesses are counted per address as the reset OTP's are (5 per code, RESET_CODE_GUESSES_PER_ACCOUNT per window).
   */
  async verify(email: string, otp: string): Promise<EmailProofResult> {
    const owner = { email };
    const guesses = { key: limitKey.registrationGuess(email), limit: RESET_CODE_GUESSES_PER_ACCOUNT };
    if (!(await this.tokens.guessOtp(owner, otp, 'registration_otp', guesses))) throw new BadRequestException(MSG.invalidOtp);
    return { verificationToken: await this.tokens.issue(REGISTRATION_PROOF, owner, TOKEN_TTL_MS.registrationProof) };
  }
}
