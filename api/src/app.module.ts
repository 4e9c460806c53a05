import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthCoreModule } from './auth/auth-core.module';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { RolesGuard } from './auth/roles.guard';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import type { OpenOptions } from './database/connection';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { DomainModule } from './modules/domain.module';
import { ThrottleModule } from './throttle/throttle';

export interface AppModuleOptions {
  database?: OpenOptions;
  /** Extra modules (tests mount test-only controllers this way). */
  imports?: ModuleMetadata['imports'];
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(options.database),
        ThrottleModule,
        AuthCoreModule,
        MailModule.register({ devMailbox: config.devMailbox }),
        HealthModule,
        DomainModule,
        ...(options.imports ?? []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        // order matters: rate limits first (they count anonymous callers too), then who, then what
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
