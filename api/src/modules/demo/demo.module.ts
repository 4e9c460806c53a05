import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DemoSeederService, SEED_SETTINGS } from './demo-seeder.service';
import { readSeedSettings } from './seed-settings';

/** Back-office accounts on every start, and the demo data set on the first start of a demo database. */
@Module({
  providers: [
    // read at boot so a malformed ADMIN_PASSWORD etc. stops the start with its name
    { provide: SEED_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => readSeedSettings(process.env, config.nodeEnv) },
    DemoSeederService,
  ],
  exports: [DemoSeederService],
})
export class DemoModule {}
