/** Client and server share these rules (participant spec, section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const OTP_PATTERN = /^\d{6}$/;
/** A row id as the database makes it (uuid, any case): ids in paths and tokens are checked against it before any query. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TEACHER_ID_PATTERN = /^[A-Za-z0-9-]+$/;
/** Team reset: 6+ with an uppercase letter, a lowercase letter and a digit. */
export const TEAM_RESET_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
/** Strong-password helper: 8+ with lowercase, uppercase, digit and special character. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
/** Team ID: region initial, school code, category in capitals, number 1 to 4 (e.g. N1234JR2). */
export const TEAM_ID_PATTERN = /^[A-Z][A-Za-z0-9]+(JR|SR)[1-4]$/;

export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(value);
}
