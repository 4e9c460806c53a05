import { Module } from '@nestjs/common';
import { ContentModule } from '../content';
import { RegistrationModule } from '../registration';
import { AccountInvitationsService } from './account-invitations.service';
import { AccountsRepository } from './accounts.repository';
import { AuthController } from './auth.controller';
import { BackgroundMailService } from '../../mail';
import { EmailVerificationService } from './email-verification.service';
import { LoginService } from './login.service';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordResetService } from './password-reset.service';
import { RegionAdminAuthController } from './region-admin-auth.controller';
import { RegistrationCodesService } from './registration-codes.service';
import { RegistrationStepsController } from './registration-steps.controller';
import { RegistrationStepsService } from './registration-steps.service';
import { SignInCodesService } from './sign-in-codes.service';
import { SignUpService } from './sign-up.service';

/** The account endpoints (`/auth/*`, `/region-admin/login`, `/region-admin/profile`) and the sign-up in steps (`/registration/initiate`, `/complete`, `/complete-user`). */
@Module({
  imports: [RegistrationModule, ContentModule],
  controllers: [AuthController, RegionAdminAuthController, RegistrationStepsController],
  providers: [
    AccountInvitationsService,
    AccountsRepository,
    BackgroundMailService,
    OneTimeTokensService,
    SignUpService,
    EmailVerificationService,
    LoginService,
    SignInCodesService,
    PasswordResetService,
    RegistrationCodesService,
    RegistrationStepsService,
  ],
  exports: [AccountInvitationsService, AccountsRepository, OneTimeTokensService, BackgroundMailService, LoginService],
})
export class AuthModule {}
