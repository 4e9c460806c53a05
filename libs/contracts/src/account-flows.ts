/** Wire shapes of the account, registration and directory flows (docs/api/public-flows.md). */
import type { Registration, RegistrationStatus } from './entities';

/** `GET /registration/check?schoolCode=`: only what an anonymous visitor may see. */
export interface RegistrationSummary {
  _id: string;
  schoolCode: string;
  kvName: string;
  registrationStatus: RegistrationStatus;
  /** True when the school already has a school admin account (it cannot register again). */
  accountExists: boolean;
}

export interface RegistrationCheck {
  exists: boolean;
  registration: RegistrationSummary | null;
}

/** `POST /auth/register` (201). */
export interface RegisterResult {
  registration: Registration;
  email: string;
  requiresVerification: true;
}

/** `POST /auth/verify-email`. */
export interface EmailVerifiedResult {
  email: string;
}

/** `POST /auth/verify-password-reset-otp`. */
export interface ResetTokenResult {
  resetToken: string;
}

/** `POST /states/validate`: `state` is the canonical upper-case name, null when not a state or UT. */
export interface StateValidation {
  valid: boolean;
  state: string | null;
}
