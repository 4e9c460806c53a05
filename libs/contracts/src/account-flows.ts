/** Wire shapes of the account, registration and directory flows (docs/api/public-flows.md). */
import type { Locale } from './i18n/locales';
import type { AdminInfo, Registration, RegistrationMetadata, RegistrationStatus, SessionUser } from './entities';

/**
 * `GET /registration/check?schoolCode=`: only what an anonymous visitor may see (the spec's
 * "exists, registration"). Whether the school has an administrator account is not said: a sign-up
 * for such a school is refused with 409 `registrationExists` instead.
 */
export interface RegistrationSummary {
  _id: string;
  schoolCode: string;
  kvName: string;
  registrationStatus: RegistrationStatus;
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

/**
 * `POST /auth/verify-otp`: proof that the caller reads the registering address (valid 30 minutes).
 * `/registration/complete` checks it; `/registration/complete-user` uses it up.
 */
export interface EmailProofResult {
  verificationToken: string;
}

/** `POST /registration/initiate` (200): the directory's school the registration is for, and the address the code went to. */
export interface RegistrationStart {
  schoolCode: string;
  kvName: string;
  email: string;
}

/** `POST /registration/complete-user` (201): the school admin account exists and may sign in at once (its address was proven by the code). */
export interface CompleteUserResult {
  registration: Registration;
  email: string;
  requiresVerification: false;
}

/** `POST /states/validate`: `state` is the canonical upper-case name, null when not a state or UT. */
export interface StateValidation {
  valid: boolean;
  state: string | null;
}

/* ---- Requests of the account and registration endpoints (the API's DTOs implement these). ---- */

/** The school and its contact person: the head of every registration body. */
export interface SchoolContactRequest {
  schoolCode: string;
  fullName: string;
  email: string;
  contactNumber: string;
}

/** Free-form school details (max 4 KB of JSON) and the form's metadata, last in every registration body. */
export interface SchoolDetailsRequest {
  schoolDetails?: Record<string, unknown>;
  registrationMetadata?: RegistrationMetadata;
}

/** What the registration form says about itself. */
export interface RegistrationFormRequest {
  termsAccepted?: boolean;
  registrationSource?: string;
  registrationMethod?: string;
}

/** `POST /auth/register`: the school admin account and the school's registration in one step. */
export interface RegisterRequest extends SchoolContactRequest, SchoolDetailsRequest {
  /** 8+ characters with lowercase, uppercase, digit and special character. */
  password: string;
  /** When sent, must equal password. */
  confirmPassword?: string;
  /** Must be true. */
  termsAccepted: boolean;
}

/** `POST /registration/initiate`: the first step of a registration in steps (docs/api/public-flows.md). */
export interface InitiateRegistrationRequest {
  schoolCode: string;
  email: string;
}

/** The proof from `POST /auth/verify-otp` that the caller reads the registration's address. */
export interface EmailProofRequest {
  verificationToken: string;
}

/**
 * `POST /registration/complete`: the registration part of `/auth/register` (no password), for an
 * address proven by the code; saves the school's registration without an account.
 */
export interface CompleteRegistrationRequest extends SchoolContactRequest, SchoolDetailsRequest, EmailProofRequest {
  /** Must be true. */
  termsAccepted: boolean;
}

/** `POST /registration/complete-user`: the body of `/auth/register` plus the proof of the address. */
export interface CompleteUserRequest extends RegisterRequest, EmailProofRequest {}

/** `POST /registration` (admin, or that school's admin). Name, place and region come from the directory. */
export interface CreateRegistrationRequest extends SchoolContactRequest, RegistrationFormRequest, SchoolDetailsRequest {}

/** `PUT /registration/{id}`: the fields to change plus the `updatedAt` last read (a stale one is 409). */
export interface UpdateRegistrationRequest extends RegistrationFormRequest, SchoolDetailsRequest {
  updatedAt: string;
  fullName?: string;
  email?: string;
  contactNumber?: string;
  /** Admin only. */
  registrationStatus?: RegistrationStatus;
}

/** Resend verification, send reset code, forgot password: an address only. */
/** `PUT /auth/language`: the signed-in person's language (issue 24). */
export interface LanguageChoice {
  language: Locale;
}

export interface EmailRequest {
  email: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** The sign-in code mailed after a `codeRequired` refusal (`SignInCodeRefusal`); not needed otherwise. */
  code?: string;
}

/**
 * Extra field of the refusals that ask for the second step of a sign-in (an account under attack,
 * signed in to from an address it does not know): 403 `SIGN_IN_CODE_REQUIRED` (a code was mailed to
 * the owner if the password was right) and 401 `INVALID_SIGN_IN_CODE` (code or password wrong).
 */
export interface SignInCodeRefusal {
  codeRequired: true;
}

/** `POST /auth/verify-email`: the token of the emailed link. */
export interface VerifyEmailRequest {
  token: string;
}

export interface VerifyOtpRequest {
  email: string;
  otp: string;
}

/** `POST /auth/reset-password-with-otp`: the token from verify-password-reset-otp and a 6+ character password. */
export interface ResetWithOtpRequest {
  resetToken: string;
  newPassword: string;
}

/** `POST /auth/reset-password`: the token of the emailed link and a 6+ character password. */
export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
}

/** `POST /region-admin/login`: a username (or the account's email address) and password. */
export interface RegionAdminLoginRequest {
  username: string;
  password: string;
  /** As LoginRequest's `code`. */
  code?: string;
}

/** `POST /states/validate`. */
export interface ValidateStateRequest {
  state: string;
}

/* ---- Responses ---- */

/** `GET /auth/verify`: the signed-in user, read fresh (a team also carries its Team ID). */
export interface SessionData {
  user: SessionUser & { teamId?: string };
}

/** `POST /region-admin/login`. */
export interface BackOfficeLoginData {
  token: string;
  admin: AdminInfo;
}

/** `GET /region-admin/profile`. */
export interface AdminProfileData {
  admin: AdminInfo;
}
