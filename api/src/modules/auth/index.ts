/** What other modules may reuse from the account endpoints. */
export { AuthModule } from './auth.module';
export { AccountsRepository } from './accounts.repository';
export { OneTimeTokensService, TOKEN_TTL_MS, OTP_MAX_ATTEMPTS } from './one-time-tokens.service';
export { BackgroundMailService } from './background-mail.service';
export { limitKey, RESET_MAILS_PER_RECIPIENT, RESET_CODES_PER_ACCOUNT, RESET_CODE_GUESSES_PER_ACCOUNT, SIGN_IN_CODES_PER_ACCOUNT } from './secret-limits';
export { LoginService, EMAIL_LOGIN_ROLES, ADMIN_LOGIN_ROLES } from './login.service';
export { claimsOf, toSessionUser, toAdminInfo } from './session-user';
export type { AccountRow } from './session-user';
export { newUrlToken, sha256Hex, newOtp, normalizeEmail } from './secrets';
