/**
 * What other modules may use of the account endpoints: the module and the sign-in (the first
 * screen reads the session through it); OTP_MAX_ATTEMPTS for the tests that count guesses. The
 * secrets, the per-account limits and the background mail moved down to api/src/auth and
 * api/src/mail.
 */
export { AuthModule } from './auth.module';
export { OTP_MAX_ATTEMPTS } from './one-time-tokens.service';
export { LoginService } from './login.service';
