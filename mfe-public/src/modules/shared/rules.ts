/**
 * The spec's reusable validation rules (participant spec, section 5), each returning the spec's
 * message or null. Forms compose them; the API applies the same patterns from @hackathon/contracts.
 */
import { EMAIL_PATTERN, LIMITS, MSG, OTP_PATTERN, PHONE_PATTERN, isStrongPassword } from '@hackathon/contracts';

export type Rule = (value: string) => string | null;

export const required: Rule = (value) => (value.trim() ? null : MSG.required);
export const email: Rule = (value) => (EMAIL_PATTERN.test(value.trim()) ? null : MSG.invalidEmail);
export const phone: Rule = (value) => (PHONE_PATTERN.test(value) ? null : MSG.invalidPhone);
export const strongPassword: Rule = (value) => (isStrongPassword(value) ? null : MSG.strongPassword);
export const otp: Rule = (value) => (OTP_PATTERN.test(value) ? null : MSG.enterValidOtp);
export const minLength = (n: number): Rule => (value) => (value.trim().length >= n ? null : MSG.minLength(n));
export const maxLength = (n: number): Rule => (value) => (value.length <= n ? null : MSG.maxLength(n));

/** Runs rules in order and returns the first message. */
export function firstError(value: string, ...rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** Digits only, capped (phone inputs cap at 10, OTP inputs at 6). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

export const sanitizeOtp = (value: string) => digitsOnly(value, LIMITS.otpDigits);
export const sanitizePhone = (value: string) => digitsOnly(value, LIMITS.contactDigits);
