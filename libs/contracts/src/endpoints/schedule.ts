import { endpoint, type Multipart } from '../endpoint';
import type { ScheduleFiltersQuery, ScheduleQuery } from '../schedule';
import type { ScheduleRecord } from '../entities';
import type { AttendanceBulkInput, AttendanceBulkResult } from '../bulk-actions';
import type { ScheduleAttendanceInput, ScheduleFilters, ScheduleImportPreview, ScheduleImportResult, SchedulePage } from '../schedule';

/** School bootcamp schedules with Day 1-4 attendance. */
export const SCHEDULE_API = {
  /** The school's admin and teams, admin roles (region admins in their region); 404 'Schedule Not Available' until released. */
  forSchool: endpoint<{ data: ScheduleRecord }>()('GET', '/school-time/kv/:schoolCode'),
  /**
   * Schedule & Attendance list (super admin, admin; a region admin its region, from the token).
   * Query: ScheduleQuery. Answer `data.schooltimes` + `data.pagination`.
   */
  schooltimes: endpoint<{ data: SchedulePage; query: ScheduleQuery }>()('GET', '/region-admin/schooltimes'),
  /** The region/district/zone dropdowns (distinct values in scope). Query: ScheduleFiltersQuery. */
  schooltimeFilters: endpoint<{ data: ScheduleFilters; query: ScheduleFiltersQuery }>()('GET', '/region-admin/schooltimes/filters'),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, SCHEDULE_CSV_COLUMNS, file name
   * scheduleExportFileName(). Query: ScheduleExportQuery. Fetch it as a blob with the bearer token.
   */
  export: endpoint<{ data: Blob; query: ScheduleQuery }>()('GET', '/region-admin/schooltimes/export', { kind: 'csv' }),
  /**
   * Super admin. Multipart, field `file` (a .csv, at most 2 MB and 5,000 rows). Nothing is written.
   * 400 for a file that is not UTF-8 or lacks columns (the message names them), 413 when too large.
   */
  importPreview: endpoint<{ data: ScheduleImportPreview; body: Multipart<'file'> }>()('POST', '/schedule/import/preview', { status: 200 }),
  /** Super admin. The same file: writes every valid row in one transaction, skips the rejected ones. */
  importApply: endpoint<{ data: ScheduleImportResult; body: Multipart<'file'> }>()('POST', '/schedule/import/apply', { status: 200 }),
  /** Super admin. Marks one day Present ('P') or Absent ('A'); 404 'Schedule Not Available' when the school has none. */
  setAttendance: endpoint<{ data: ScheduleRecord; body: ScheduleAttendanceInput }>()('PUT', '/schedule/:kvCode/attendance'),
  /**
   * Super admin (who marks attendance). One day of one cohort Present or Absent for the picked
   * schools or every schedule matching the list's search and filters: a preview without
   * `confirm: true`; with it, one transaction, each change audited. Schools already so are skipped.
   */
  bulkAttendance: endpoint<{ data: AttendanceBulkResult; body: AttendanceBulkInput }>()('POST', '/schedule/attendance/bulk', { status: 200 }),
} as const;
