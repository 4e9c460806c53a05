import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AccountLimitsService } from './account-limits.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordService } from './password.service';
import { ResponseHeadersInterceptor } from './response-headers.interceptor';
import { SessionFloorsService } from './session-floors.service';
import { jwtKey, TokenService } from './token.service';

/**
 * The authentication mechanism (not the auth endpoints, which live in modules/auth):
 * tokens, passwords, login lockout, session revocation, and the no-store / Retry-After headers.
 * Global so domain modules inject them without imports.
 * The guards are registered globally by AppModule.
 */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config) }),
    }),
  ],
  providers: [
    JwtStrategy,
    TokenService,
    PasswordService,
    LoginAttemptsService,
    AccountLimitsService,
    SessionFloorsService,
    { provide: APP_INTERCEPTOR, useClass: ResponseHeadersInterceptor },
  ],
  exports: [TokenService, PasswordService, LoginAttemptsService, AccountLimitsService, SessionFloorsService],
})
export class AuthCoreModule {}
