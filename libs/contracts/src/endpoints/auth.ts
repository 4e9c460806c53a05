import { endpoint } from '../endpoint';
import type {
  EmailProofResult,
  EmailRequest,
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

/**
 * School admin (and platform admin) accounts: sign-up, verification, sign-in, session, resets.
 * `GET /auth/verify-email?token=` is the emailed link itself (a 302 to /login?verified=...), not
 * an API call, so it has no contract here. Region and super admin sign-in: REGION_ADMIN_API.
 */
export const AUTH_API = {
  /** 201; mails a verification link. */
  register: endpoint<RegisterResult, RegisterRequest>()('POST', 'RegisterResult', () => '/auth/register'),
  verifyEmail: endpoint<EmailVerifiedResult, VerifyEmailRequest>()('POST', 'EmailVerifiedResult', () => '/auth/verify-email'),
  /** Same answer for any address; the 4th request for one address is 429. */
  resendVerification: endpoint<null, EmailRequest>()('POST', 'null', () => '/auth/resend-verification'),
  login: endpoint<LoginData, LoginRequest>()('POST', 'LoginData', () => '/auth/login'),
  /** Clears the navigation session cookie (first-screen.ts) a school admin's sign-in set; public, so a sign-out with an expired token still clears it. */
  logout: endpoint<null>()('POST', 'null', () => '/auth/logout'),
  /** The signed-in user (session restore), any role. */
  session: endpoint<SessionData>()('GET', 'SessionData', () => '/auth/verify'),
  sendPasswordResetOtp: endpoint<null, EmailRequest>()('POST', 'null', () => '/auth/send-password-reset-otp'),
  verifyPasswordResetOtp: endpoint<ResetTokenResult, VerifyOtpRequest>()('POST', 'ResetTokenResult', () => '/auth/verify-password-reset-otp'),
  resetPasswordWithOtp: endpoint<null, ResetWithOtpRequest>()('POST', 'null', () => '/auth/reset-password-with-otp'),
  forgotPassword: endpoint<null, EmailRequest>()('POST', 'null', () => '/auth/forgot-password'),
  /** A code to a registering address (a registration in steps); same answer for any address. */
  sendOtp: endpoint<null, EmailRequest>()('POST', 'null', () => '/auth/send-otp'),
  /** A right code for a registering address becomes the proof REGISTRATION_API.complete and completeUser take. */
  verifyOtp: endpoint<EmailProofResult, VerifyOtpRequest>()('POST', 'EmailProofResult', () => '/auth/verify-otp'),
  resetPassword: endpoint<null, ResetPasswordRequest>()('POST', 'null', () => '/auth/reset-password'),
} as const;
