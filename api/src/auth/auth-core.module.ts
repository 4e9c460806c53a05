import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

/**
 * The authentication mechanism (not the auth endpoints, which live in modules/auth):
 * tokens, passwords, login lockout. Global so domain modules inject them without imports.
 * The guards are registered globally by AppModule.
 */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwt.secret }),
    }),
  ],
  providers: [JwtStrategy, TokenService, PasswordService, LoginAttemptsService],
  exports: [TokenService, PasswordService, LoginAttemptsService],
})
export class AuthCoreModule {}
