import type { WindowLimit } from './account-limits.service';

/**
 * Per-account limits on mailed secrets and guesses (AccountLimitsService), independent of the
 * caller's address: a fresh address per request gains nothing (issue 22). Going past one changes
 * nothing in the answer (it stays the generic one); the mail is simply not sent, or the guess fails.
 */

/**
 * Reset mails (a code or a link, accounts and teams alike) per recipient address; the codes to a
 * registering address and the "you already have an account" notes of send-otp count here too.
 */
export const RESET_MAILS_PER_RECIPIENT: WindowLimit = { max: 5, minutes: 15 };
/** Reset codes issued per account; registration codes per registering address. */
export const RESET_CODES_PER_ACCOUNT: WindowLimit = { max: 3, minutes: 15 };
/** Wrong reset-code guesses per account, over all its codes (each code also burns after 5); registration codes alike per address. */
export const RESET_CODE_GUESSES_PER_ACCOUNT: WindowLimit = { max: 10, minutes: 15 };
/** Sign-in codes mailed per account (the second step of a sign-in under attack). */
export const SIGN_IN_CODES_PER_ACCOUNT: WindowLimit = { max: 5, minutes: 15 };

/** News of an attack mailed per account (a wrong password refused by the cap; LoginService). */
export const ATTACK_NOTICES_PER_ACCOUNT: WindowLimit = { max: 1, minutes: 60 };

/** Invitations mailed per invited person (a mentor, issue 26; a judge, issue 27), sent or sent again. */
export const INVITATIONS_PER_PERSON: WindowLimit = { max: 3, minutes: 60 };

/** The counters' keys (`account_limits.limit_key`). Addresses are compared lower-cased. */
export const limitKey = {
  resetMail: (address: string) => `reset-mail:${address.trim().toLowerCase()}`,
  resetCode: (accountId: string) => `otp-code:${accountId}`,
  resetGuess: (address: string) => `otp-guess:${address.trim().toLowerCase()}`,
  signInCode: (accountId: string) => `sign-in-code:${accountId}`,
  attackNotice: (accountId: string) => `attack-notice:${accountId}`,
  registrationCode: (address: string) => `registration-code:${address.trim().toLowerCase()}`,
  registrationGuess: (address: string) => `registration-guess:${address.trim().toLowerCase()}`,
  mentorInvitation: (mentorUuid: string) => `mentor-invitation:${mentorUuid}`,
  judgeInvitation: (judgeUuid: string) => `judge-invitation:${judgeUuid}`,
};
