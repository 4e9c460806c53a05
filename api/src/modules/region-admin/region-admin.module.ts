import { Module } from '@nestjs/common';
import { RegionAdminController } from './region-admin.controller';
import { RegionAdminService } from './region-admin.service';

/** Region and super admin dashboard data (sign-in and profile live in modules/auth). */
@Module({
  controllers: [RegionAdminController],
  providers: [RegionAdminService],
  exports: [RegionAdminService],
})
export class RegionAdminModule {}
