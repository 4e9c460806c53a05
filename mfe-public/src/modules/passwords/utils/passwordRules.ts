/** The three password-reset forms validate differently (participant spec, section 5). */
import { isStrongPassword, LIMITS, MSG, TEAM_RESET_PASSWORD_PATTERN } from '@hackathon/contracts';

/** OTP wizard step 3: at least 6 characters, then equal to the confirmation. */
export function validateOtpNewPassword(password: string, confirmation: string): string | null {
  if (password.length < LIMITS.otpResetPasswordMin) return MSG.passwordMin6Long;
  if (password !== confirmation) return MSG.passwordsDoNotMatch;
  return null;
}

/** Token reset page: passwords must match, then at least 6 characters. */
export function validateTokenResetPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return MSG.passwordsDoNotMatch;
  if (password.length < LIMITS.otpResetPasswordMin) return MSG.passwordMin6Long;
  return null;
}

/** Team reset page: both required, equal, then 6+ with upper, lower and a digit. */
export function validateTeamResetPassword(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return MSG.fillAllFields;
  if (password !== confirmation) return MSG.passwordsDoNotMatch;
  if (!TEAM_RESET_PASSWORD_PATTERN.test(password)) return MSG.teamResetPasswordRule;
  return null;
}

/** Mentor invitation page (issue 26): equal, then the sign-up's strong rule, as the API checks it. */
export function validateMentorInvitationPassword(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return MSG.fillAllFields;
  if (password !== confirmation) return MSG.passwordsDoNotMatch;
  if (!isStrongPassword(password)) return MSG.strongPassword;
  return null;
}
