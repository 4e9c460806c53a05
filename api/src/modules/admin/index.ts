/** What other modules may use of the admin overview: the module and the "teams still competing" condition. */
export { AdminModule } from './admin.module';
export { keptSchoolTotals, PARTICIPATING_STATUSES, participatingSql, schoolTotal } from './admin-stats';
// the region and super admin back office (modules/region-admin) reads the same lists over its scope
export { AdminListsService } from './admin-lists.service';
export { AdminExportService } from './export/admin-export.service';
export { openCsvExport } from './export/csv-export';
export {
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto,
} from './dto/admin-list-queries.dto';
export { keysetExport, matchOwn, searchCondition as listSearchCondition } from './lists/list-kit';
export type { SearchPart } from './lists/list-kit';
export { EXPORT_BATCH_SIZE } from './lists/list-source';
export type { ExportColumn, ExportSource } from './lists/list-source';
// a search over indexed columns (the schedule list's): an ILIKE the trigram indexes serve, or a cheaper scan of a short term
export { ilike, intSql, likePattern, outer } from './lists/sql';
