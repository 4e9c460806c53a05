import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams';
import { AdminTeamsController } from './admin-teams.controller';
import { AdminTeamsService } from './admin-teams.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminExportController } from './admin-export.controller';
import { AdminListsController } from './admin-lists.controller';
import { AdminListsService } from './admin-lists.service';
import { AdminController } from './admin.controller';
import { AdminExportService } from './export/admin-export.service';
import { AdminService } from './admin.service';
import { RegistrationsBulkController } from './registrations-bulk.controller';
import { RegistrationsBulkService } from './registrations-bulk.service';

/** The admin dashboard's data (counters now; lists and actions come with the back office). */
@Module({
  imports: [TeamsModule],
  controllers: [
    AdminController,
    AdminTeamsController,
    AdminUsersController,
    AdminListsController,
    AdminExportController,
    RegistrationsBulkController,
  ],
  providers: [
    AdminService,
    AdminTeamsService,
    AdminUsersService,
    AdminListsService,
    AdminExportService,
    RegistrationsBulkService,
  ],
  // the list and export services: modules/region-admin serves the same lists over a region's scope
  exports: [AdminService, AdminListsService, AdminExportService],
})
export class AdminModule {}
