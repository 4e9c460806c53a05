/** The /verify-email screen's state (participant spec, section 4) and its resend counter. */
import { LIMITS } from '@hackathon/contracts';

export type VerifyScreenState = 'verifying' | 'confirming' | 'success' | 'error';

export interface VerifyInputs {
  token: string | null;
  verified: string | null;
  /** Outcome of POST /auth/verify-email when a token is present. */
  tokenResult: 'pending' | 'success' | 'error';
}

export function verifyScreenState({ token, verified, tokenResult }: VerifyInputs): VerifyScreenState {
  if (token) {
    if (tokenResult === 'pending') return 'confirming';
    return tokenResult === 'success' ? 'success' : 'error';
  }
  if (verified === 'true') return 'success';
  if (verified === 'false') return 'error';
  return 'verifying';
}

export function resendCounterLabel(attempts: number): string {
  return `${Math.min(attempts, LIMITS.resendVerificationMax)}/${LIMITS.resendVerificationMax}`;
}

export function canResendVerification(attempts: number): boolean {
  return attempts < LIMITS.resendVerificationMax;
}
