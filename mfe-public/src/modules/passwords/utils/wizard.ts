/**
 * The forgot-password wizard as a reducer (participant spec, section 4): step 1 (email) -> step 2 after
 * the OTP is sent (countdown 600 s) -> step 3 after the OTP is verified (reset token kept, countdown
 * cleared). Back moves one step. The resend link exists only at zero and clears the code.
 */
import { LIMITS } from '@hackathon/contracts';
import { sanitizeOtp } from '../../shared/rules';

/** The steps' labels (message keys): Enter Email, Verify OTP, New Password. */
export const WIZARD_STEPS = ['public.forgot.step.email', 'public.forgot.step.otp', 'public.forgot.step.password'] as const;

export type WizardStep = 0 | 1 | 2;

export interface WizardState {
  step: WizardStep;
  email: string;
  otp: string;
  resetToken: string | null;
  secondsLeft: number;
}

export type WizardAction =
  | { type: 'setEmail'; email: string }
  | { type: 'setOtp'; otp: string }
  | { type: 'otpSent' }
  | { type: 'resend' }
  | { type: 'tick' }
  | { type: 'otpVerified'; resetToken: string }
  | { type: 'back' };

export const initialWizardState: WizardState = { step: 0, email: '', otp: '', resetToken: null, secondsLeft: 0 };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'setEmail':
      return { ...state, email: action.email };
    case 'setOtp':
      return { ...state, otp: sanitizeOtp(action.otp) };
    case 'otpSent':
      return { ...state, step: 1, otp: '', secondsLeft: LIMITS.otpValiditySeconds };
    case 'resend':
      return { ...state, otp: '' };
    case 'tick':
      return state.secondsLeft > 0 ? { ...state, secondsLeft: state.secondsLeft - 1 } : state;
    case 'otpVerified':
      return { ...state, step: 2, resetToken: action.resetToken, secondsLeft: 0 };
    case 'back':
      if (state.step === 2) return { ...state, step: 1, resetToken: null };
      if (state.step === 1) return { ...state, step: 0, otp: '', secondsLeft: 0 };
      return state;
  }
}

export function canResend(state: WizardState): boolean {
  return state.step === 1 && state.secondsLeft === 0;
}
