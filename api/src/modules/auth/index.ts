/**
 * What other modules may use of the account endpoints: the module and the sign-in (the first
 * screen reads the session through it); OTP_MAX_ATTEMPTS for the tests that count guesses; the
 * accounts by invitation (mentors, judges) and their mails. The
 * secrets, the per-account limits and the background mail moved down to api/src/auth and
 * api/src/mail.
 */
export { AuthModule } from './auth.module';
export { OTP_MAX_ATTEMPTS, OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';
// mentor (issue 26) and judge (issue 27) accounts are invited and set their password through the same secrets and mails
export { AccountInvitationsService, InvitationAddressTaken, type InvitedPerson } from './account-invitations.service';
export { judgeInvitationMail, mentorInvitationMail } from './auth-mails';
export { LoginService } from './login.service';
