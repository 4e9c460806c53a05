import { endpoint, seg } from '../endpoint';
import type { ScheduleRecord } from '../entities';
import type { ScheduleAttendanceInput, ScheduleFilters, ScheduleImportPreview, ScheduleImportResult, SchedulePage } from '../schedule';

/** School bootcamp schedules with Day 1-4 attendance. */
export const SCHEDULE_API = {
  /** The school's admin and teams, admin roles (region admins in their region); 404 'Schedule Not Available' until released. */
  forSchool: endpoint<ScheduleRecord>()('GET', 'ScheduleRecord', (schoolCode: string) => `/school-time/kv/${seg(schoolCode)}`),
  /**
   * Schedule & Attendance list (super admin, admin; a region admin its region, from the token).
   * Query: ScheduleQuery. Answer `data.schooltimes` + `data.pagination`.
   */
  schooltimes: endpoint<SchedulePage>()('GET', 'SchedulePage', () => '/region-admin/schooltimes'),
  /** The region/district/zone dropdowns (distinct values in scope). Query: ScheduleFiltersQuery. */
  schooltimeFilters: endpoint<ScheduleFilters>()('GET', 'ScheduleFilters', () => '/region-admin/schooltimes/filters'),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, SCHEDULE_CSV_COLUMNS, file name
   * scheduleExportFileName(). Query: ScheduleExportQuery. Fetch it as a blob with the bearer token.
   */
  export: endpoint<Blob>()('GET', 'binary', () => '/region-admin/schooltimes/export'),
  /**
   * Super admin. Multipart, field `file` (a .csv, at most 2 MB and 5,000 rows). Nothing is written.
   * 400 for a file that is not UTF-8 or lacks columns (the message names them), 413 when too large.
   */
  importPreview: endpoint<ScheduleImportPreview, FormData>()('POST', 'ScheduleImportPreview', () => '/schedule/import/preview'),
  /** Super admin. The same file: writes every valid row in one transaction, skips the rejected ones. */
  importApply: endpoint<ScheduleImportResult, FormData>()('POST', 'ScheduleImportResult', () => '/schedule/import/apply'),
  /** Super admin. Marks one day Present ('P') or Absent ('A'); 404 'Schedule Not Available' when the school has none. */
  setAttendance: endpoint<ScheduleRecord, ScheduleAttendanceInput>()('PUT', 'ScheduleRecord', (kvCode: string) => `/schedule/${seg(kvCode)}/attendance`),
} as const;
