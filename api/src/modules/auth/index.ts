/** What other modules may reuse from the account endpoints. */
export { AuthModule } from './auth.module';
export { AccountsRepository } from './accounts.repository';
export { OneTimeTokensService, TOKEN_TTL_MS, OTP_MAX_ATTEMPTS } from './one-time-tokens.service';
export { BackgroundMailService } from './background-mail.service';
export { LoginService, EMAIL_LOGIN_ROLES, ADMIN_LOGIN_ROLES } from './login.service';
export { claimsOf, toSessionUser, toAdminInfo } from './session-user';
export type { AccountRow } from './session-user';
export { newUrlToken, sha256Hex, newOtp, normalizeEmail } from './secrets';
