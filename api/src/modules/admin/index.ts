/**
 * What other modules may use of the admin back office: the module, and the five lists and their
 * export, which the region and super admin back office (modules/region-admin) serves over its own
 * scope. The list kit, the CSV export and the school totals they are built from live in
 * api/src/kernel.
 */
export { AdminModule } from './admin.module';
export { AdminListsService } from './admin-lists.service';
export { AdminExportService } from './export/admin-export.service';
export {
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto,
} from './dto/admin-list-queries.dto';
