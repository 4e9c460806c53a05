import { Body, Controller, Ip, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, AUTH_API, MSG, ROLES } from '@hackathon/contracts';
import type { Request, Response } from 'express';
import { CredentialThrottle, CurrentUser, Public, Roles, SessionFloorsService, SignInAnswer, TokenService, type AuthUser } from '../../auth';
import { bearerToken, clearNavigationSession, navigationToken, setNavigationSession } from '../../auth/navigation-session';
import { ApiEndpoint, ok } from '../../common';
import { RegistrationOpenGuard } from '../content';
import { EmailDto, LanguageDto, LoginDto, ResetPasswordDto, ResetWithOtpDto, VerifyEmailDto, VerifyEmailQuery, VerifyOtpDto } from './dto/account-flows.dto';
import { RegisterDto } from './dto/register.dto';
import { EmailVerificationService } from './email-verification.service';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationCodesService } from './registration-codes.service';
import { SignUpService } from './sign-up.service';

/** School admin (and platform admin) accounts: sign-up, verification, sign-in, session, password resets. */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly signUp: SignUpService,
    private readonly verification: EmailVerificationService,
    private readonly login: LoginService,
    private readonly resets: PasswordResetService,
    private readonly registrationCodes: RegistrationCodesService,
    private readonly tokens: TokenService,
    private readonly floors: SessionFloorsService,
  ) {}

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.register)
  @UseGuards(RegistrationOpenGuard)
  @ApiOperation({ summary: 'Register a school: its school admin account (unverified) and its registration; mails a verification link' })
  @ApiResponse({ status: 423, description: API_MSG.registrationClosed })
  @ApiResponse({ status: 400, description: 'Invalid field (the first problem is the message; details lists all)' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  @ApiResponse({ status: 409, description: `${API_MSG.registrationExists} / ${API_MSG.emailInUse}` })
  async register(@Body() dto: RegisterDto) {
    return ok(await this.signUp.register(dto), MSG.registrationSuccess);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.verifyEmail)
  @ApiOperation({ summary: 'Verify an email address with the token of the emailed link (24 h, single use)' })
  @ApiResponse({ status: 400, description: MSG.verificationFailed })
  async verifyEmail(@Body() dto: VerifyEmailDto) {
    return ok(await this.verification.verify(dto.token), API_MSG.emailVerified);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.verifyEmailLink)
  @ApiOperation({ summary: 'Verify by link and redirect (302) to /login?verified=true|false' })
  @ApiResponse({ status: 302, description: 'Location: /login?verified=true or /login?verified=false' })
  async verifyEmailLink(@Query() query: VerifyEmailQuery, @Res() res: Response) {
    let verified = false;
    if (query.token) {
      try {
        await this.verification.verify(query.token);
        verified = true;
      } catch {
        verified = false;
      }
    }
    res.redirect(302, `/login?verified=${verified}`);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.resendVerification)
  @ApiOperation({ summary: 'Mail a new verification link (only to an unverified account; same answer for any address; 3 per address)' })
  @ApiResponse({ status: 429, description: MSG.maxResendReached })
  async resendVerification(@Body() dto: EmailDto) {
    await this.verification.resend(dto.email);
    return ok(null, MSG.verificationEmailSent);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.login)
  @SignInAnswer()
  @ApiOperation({ summary: 'Sign in with email and password (school admin, admin)' })
  @ApiResponse({ status: 401, description: `${MSG.invalidCredentials}; or INVALID_SIGN_IN_CODE '${API_MSG.invalidSignInCode}' with codeRequired: true` })
  @ApiResponse({ status: 403, description: `'${MSG.verifyBeforeLogin}' with requiresVerification: true; or SIGN_IN_CODE_REQUIRED with codeRequired: true (send the mailed code as \`code\`)` })
  @ApiResponse({ status: 429, description: API_MSG.accountLocked })
  async signIn(@Body() dto: LoginDto, @Ip() ip: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const signedIn = await this.login.login(dto.email, dto.password, ip, dto.code);
    // a school admin's token also travels as the navigation session (the dashboard's first screen,
    // web/first-screen.ts); any other sign-in drops one left in this browser
    if (signedIn.user.role === 'school_admin') setNavigationSession(req, res, signedIn.token);
    else if (navigationToken(req)) clearNavigationSession(req, res);
    return ok(signedIn, MSG.loginSuccess);
  }

  @Public()
  @ApiEndpoint(AUTH_API.logout)
  @ApiOperation({ summary: "Sign out: ends the session of the bearer token and of the navigation cookie (that sign-in only, at once) and clears the cookie (public, so an expired session still clears it)" })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    clearNavigationSession(req, res);
    await this.floors.endSessions([bearerToken(req), navigationToken(req)].map((token) => (token ? this.tokens.session(token) : null)));
    return ok(null, MSG.loggedOut);
  }

  @ApiEndpoint(AUTH_API.session)
  @Roles(...ROLES)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user (session restore)' })
  @ApiResponse({ status: 401, description: API_MSG.unauthorized })
  async session(@CurrentUser() user: AuthUser) {
    return ok({ user: await this.login.sessionUser(user) }, API_MSG.sessionValid);
  }

  @ApiEndpoint(AUTH_API.language)
  @Roles(...ROLES)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Keep the signed-in person's language (en or hi): mails and bell notices to them are written in it" })
  @ApiResponse({ status: 401, description: API_MSG.unauthorized })
  async language(@CurrentUser() user: AuthUser, @Body() dto: LanguageDto) {
    await this.login.setLanguage(user, dto.language);
    return ok({ language: dto.language }, API_MSG.languageSaved);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.sendPasswordResetOtp)
  @ApiOperation({ summary: 'Mail a 6-digit reset code (valid 600 s) to an existing account; same answer for any address' })
  async sendOtp(@Body() dto: EmailDto) {
    await this.resets.sendOtp(dto.email);
    return ok(null, MSG.otpSent);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.verifyPasswordResetOtp)
  @ApiOperation({ summary: 'Exchange a right code for a one-time reset token (15 min); 5 wrong tries burn the code' })
  @ApiResponse({ status: 400, description: MSG.invalidOtp })
  async verifyOtp(@Body() dto: VerifyOtpDto) {
    return ok(await this.resets.verifyOtp(dto.email, dto.otp), MSG.otpVerified);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.resetPasswordWithOtp)
  @ApiOperation({ summary: 'Set a new password (6+ characters) with the reset token' })
  @ApiResponse({ status: 400, description: API_MSG.invalidOrExpiredToken })
  async resetWithOtp(@Body() dto: ResetWithOtpDto) {
    await this.resets.resetWithOtp(dto.resetToken, dto.newPassword);
    return ok(null, MSG.passwordResetSuccess);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.sendOtp)
  @UseGuards(RegistrationOpenGuard)
  @ApiOperation({
    summary:
      'Mail a 6-digit code (valid 600 s) to a registering address (a registration in steps); same answer for any address: one that has an account is mailed a note instead of a code' })
  async sendRegistrationOtp(@Body() dto: EmailDto) {
    await this.registrationCodes.send(dto.email);
    return ok(null, MSG.otpSent);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.verifyOtp)
  @ApiOperation({ summary: 'Exchange a right code for the proof of the registering address (30 min) that /registration/complete and /complete-user take; 5 wrong tries burn the code' })
  @ApiResponse({ status: 400, description: MSG.invalidOtp })
  async verifyRegistrationOtp(@Body() dto: VerifyOtpDto) {
    return ok(await this.registrationCodes.verify(dto.email, dto.otp), MSG.otpVerified);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.forgotPassword)
  @ApiOperation({ summary: 'Mail a reset link (valid 1 h) to an existing account; same answer for any address' })
  async forgotPassword(@Body() dto: EmailDto) {
    await this.resets.sendResetLink(dto.email);
    return ok(null, API_MSG.resetLinkSentIfExists);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(AUTH_API.resetPassword)
  @ApiOperation({ summary: 'Set a new password (6+ characters) with the token of the emailed link' })
  @ApiResponse({ status: 400, description: API_MSG.invalidOrExpiredToken })
  async resetPassword(@Body() dto: ResetPasswordDto) {
    await this.resets.resetWithLink(dto.token, dto.newPassword);
    return ok(null, MSG.passwordResetSuccess);
  }
}
