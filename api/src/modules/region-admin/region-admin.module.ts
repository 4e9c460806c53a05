import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { RegionAdminController } from './region-admin.controller';
import { RegionAdminService } from './region-admin.service';
import { RegionListsController } from './region-lists.controller';

/**
 * The region and super admin back office: the overview, the Summary by School table and the
 * read-only lists with their exports (the admin's lists and export over the caller's scope).
 * Sign-in and profile live in modules/auth.
 */
@Module({
  imports: [AdminModule],
  controllers: [RegionAdminController, RegionListsController],
  providers: [RegionAdminService],
  exports: [RegionAdminService],
})
export class RegionAdminModule {}
