import { endpoint } from '../endpoint';
import type {
  EmailProofResult,
  EmailRequest,
  LanguageChoice,
  EmailVerifiedResult,
  LoginRequest,
  RegisterRequest,
  RegisterResult,
  ResetPasswordRequest,
  ResetTokenResult,
  ResetWithOtpRequest,
  SessionData,
  VerifyEmailRequest,
  VerifyOtpRequest,
} from '../account-flows';
import type { LoginData } from '../entities';
import type { EmailLinkQuery } from '../queries';

/**
 * School admin (and platform admin) accounts: sign-up, verification, sign-in, session, resets.
 * `GET /auth/verify-email?token=` is the emailed link itself (a 302 to /login?verified=...), not
 * an API call, so it has no contract here. Region and super admin sign-in: REGION_ADMIN_API.
 */
export const AUTH_API = {
  /** 201; mails a verification link. */
  register: endpoint<{ data: RegisterResult; body: RegisterRequest }>()('POST', '/auth/register'),
  verifyEmail: endpoint<{ data: EmailVerifiedResult; body: VerifyEmailRequest }>()('POST', '/auth/verify-email', { status: 200 }),
  /** The emailed link itself: verifies and answers 302 to /login?verified=true or /login?verified=false. */
  verifyEmailLink: endpoint<{ data: Blob; query: EmailLinkQuery }>()('GET', '/auth/verify-email', { status: 302, kind: 'redirect' }),
  /** Same answer for any address; the 4th request for one address is 429. */
  resendVerification: endpoint<{ data: null; body: EmailRequest }>()('POST', '/auth/resend-verification', { status: 200 }),
  login: endpoint<{ data: LoginData; body: LoginRequest }>()('POST', '/auth/login', { status: 200 }),
  /** Clears the navigation session cookie (first-screen.ts) a school admin's sign-in set; public, so a sign-out with an expired token still clears it. */
  logout: endpoint<{ data: null }>()('POST', '/auth/logout', { status: 200 }),
  /** The signed-in person's language (any role, teams too): mails and bell notices to them are written in it. */
  language: endpoint<{ data: LanguageChoice; body: LanguageChoice }>()('PUT', '/auth/language', { status: 200 }),
  /** The signed-in user (session restore), any role. */
  session: endpoint<{ data: SessionData }>()('GET', '/auth/verify'),
  sendPasswordResetOtp: endpoint<{ data: null; body: EmailRequest }>()('POST', '/auth/send-password-reset-otp', { status: 200 }),
  verifyPasswordResetOtp: endpoint<{ data: ResetTokenResult; body: VerifyOtpRequest }>()('POST', '/auth/verify-password-reset-otp', { status: 200 }),
  resetPasswordWithOtp: endpoint<{ data: null; body: ResetWithOtpRequest }>()('POST', '/auth/reset-password-with-otp', { status: 200 }),
  forgotPassword: endpoint<{ data: null; body: EmailRequest }>()('POST', '/auth/forgot-password', { status: 200 }),
  /** A code to a registering address (a registration in steps); same answer for any address. */
  sendOtp: endpoint<{ data: null; body: EmailRequest }>()('POST', '/auth/send-otp', { status: 200 }),
  /** A right code for a registering address becomes the proof REGISTRATION_API.complete and completeUser take. */
  verifyOtp: endpoint<{ data: EmailProofResult; body: VerifyOtpRequest }>()('POST', '/auth/verify-otp', { status: 200 }),
  resetPassword: endpoint<{ data: null; body: ResetPasswordRequest }>()('POST', '/auth/reset-password', { status: 200 }),
} as const;
