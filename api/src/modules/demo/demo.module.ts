import { Module } from '@nestjs/common';
import { DemoSeederService, SEED_ENV } from './demo-seeder.service';

/** Back-office accounts on every start, and the demo data set on the first start of a demo database. */
@Module({
  providers: [{ provide: SEED_ENV, useValue: process.env }, DemoSeederService],
  exports: [DemoSeederService],
})
export class DemoModule {}
