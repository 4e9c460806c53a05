import { LIMITS, MSG } from '@hackathon/contracts';

export interface TeamPasswordValues {
  /** The team's `_id` (or Team ID); '' when none is selected. */
  teamId: string;
  newPassword: string;
  confirmPassword: string;
}

export type TeamPasswordErrors = Partial<Record<keyof TeamPasswordValues, string>>;

export const EMPTY_PASSWORD_FORM: TeamPasswordValues = { teamId: '', newPassword: '', confirmPassword: '' };

/** The Password Change tab's rules (participant spec, section 5, team password change). */
export function validateTeamPassword(values: TeamPasswordValues): TeamPasswordErrors {
  const errors: TeamPasswordErrors = {};
  if (!values.teamId) errors.teamId = MSG.selectTeam;
  if (!values.newPassword) errors.newPassword = MSG.required;
  else if (values.newPassword.length < LIMITS.teamPasswordMin) errors.newPassword = MSG.passwordMin6Long;
  if (!values.confirmPassword) errors.confirmPassword = MSG.confirmPassword;
  else if (values.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = MSG.passwordsDoNotMatch;
  return errors;
}
