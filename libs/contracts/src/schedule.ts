/**
 * Schedule & Attendance (back-office spec, "Schedule & Attendance" and the Schedule record of
 * section 3; issue 7 section 4): the super admin's paged list, its dropdowns, the CSV export, the
 * CSV import (preview, then apply in one transaction) and marking one day's attendance.
 */
import { exportFileDate } from './back-office';
import type { Category } from './constants';
import { CSV_MSG } from './csv';
import type { ScheduleRecord } from './entities';
import { english, message, messageTable, withMembers } from './message-text';
import type { ListQuery, NamedPage } from './paging';

// ---- the list: GET /region-admin/schooltimes ----

export const SCHEDULE_SORTS = ['kvCode', 'kvName', 'region', 'district', 'zone'] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];

/**
 * `GET /region-admin/schooltimes` (and `/filters`, `/export`): search over school code, name,
 * region, district and zone; `region` is a region name or one of the six groups (any case),
 * `district` and `zone` an exact value (any case) as the dropdowns offer them. Sort kvCode by default.
 */
export interface ScheduleQuery extends ListQuery<ScheduleSort> {
  region?: string;
  district?: string;
  zone?: string;
}

/** One page of schedules: `data.schooltimes` + `data.pagination` (spec: "data.schooltimes"). */
export type SchedulePage = NamedPage<'schooltimes', ScheduleRecord>;

/** `GET /region-admin/schooltimes/filters?region=`: `region` narrows districts and zones. */
export interface ScheduleFiltersQuery {
  region?: string;
}

/** The dropdowns "built from the data": distinct values of the schedules in the caller's scope, sorted. */
export interface ScheduleFilters {
  regions: string[];
  districts: string[];
  zones: string[];
}

/** `GET /region-admin/schooltimes/export`: the list's search and filters (no paging). */
export type ScheduleExportQuery = Omit<ScheduleQuery, 'page' | 'limit'>;

/** Spec: `schedule_attendance_{date}.csv`, the date (YYYY-MM-DD) as it is in India. */
export function scheduleExportFileName(date: Date = new Date()): string {
  return `schedule_attendance_${exportFileDate(date)}.csv`;
}

// ---- the CSV: export columns = import columns (the spec's Schedule record) ----

/** The Day 1-4 attendance of the senior (SR) and junior (JR) cohorts. */
export const SCHEDULE_ATTENDANCE_FIELDS = ['SRDAY1', 'SRDAY2', 'SRDAY3', 'SRDAY4', 'JRDAY1', 'JRDAY2', 'JRDAY3', 'JRDAY4'] as const;
export type ScheduleAttendanceField = (typeof SCHEDULE_ATTENDANCE_FIELDS)[number];

/** The fields an import writes: the cohorts, then the attendance (kvName, region, district and zone come from the school directory). */
export const SCHEDULE_IMPORT_FIELDS = ['seniorCohort', 'seniorTime', 'juniorCohort', 'juniorSlot', ...SCHEDULE_ATTENDANCE_FIELDS] as const;
// written out: the schema generator cannot read a spread inside `as const` (ADR 0008); api/test/contract-docs.int-spec.ts keeps the two equal
export type ScheduleImportField = 'seniorCohort' | 'seniorTime' | 'juniorCohort' | 'juniorSlot' | ScheduleAttendanceField;

/** The columns of the export and of an import file, in this order (import: any order, any case). */
export const SCHEDULE_CSV_COLUMNS = ['kvCode', 'kvName', 'region', 'district', 'zone', ...SCHEDULE_IMPORT_FIELDS] as const satisfies readonly (keyof ScheduleRecord)[];
export type ScheduleCsvColumn = (typeof SCHEDULE_CSV_COLUMNS)[number];

/** Spec: "The value P means present; anything else means absent". */
export const ATTENDANCE_PRESENT = 'P';
export const ATTENDANCE_ABSENT = 'A';
export function isPresent(flag: string | null | undefined): boolean {
  return (flag ?? '').trim().toUpperCase() === ATTENDANCE_PRESENT;
}

/** Import limits: the file (bytes), its data rows, one cell (characters). */
export const SCHEDULE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const SCHEDULE_IMPORT_MAX_ROWS = 5_000;
export const SCHEDULE_IMPORT_MAX_CELL = 100;
/** The multipart field of the upload. */
export const SCHEDULE_IMPORT_FIELD = 'file';

// ---- import: POST /schedule/import/preview and /schedule/import/apply ----

export type ScheduleImportAction = 'create' | 'update' | 'unchanged';

/** One changed field of a school's schedule (null = empty). */
export interface ScheduleFieldChange {
  field: ScheduleImportField;
  before: string | null;
  after: string | null;
}

/** A valid row: what applying it does. `line` is the file's line number (the header is line 1). */
export interface ScheduleImportChange {
  line: number;
  kvCode: string;
  /** From the directory. */
  kvName: string;
  action: ScheduleImportAction;
  /** The fields that change (all the non-empty ones for a create; none when unchanged). */
  fields: ScheduleFieldChange[];
}

/** A refused row and every reason (SCHEDULE_MSG.reason...). `kvCode` as written, null when empty. */
export interface ScheduleImportRejection {
  line: number;
  kvCode: string | null;
  reasons: string[];
}

export interface ScheduleImportSummary {
  create: number;
  update: number;
  unchanged: number;
  rejected: number;
}

/** `POST /schedule/import/preview`: nothing is written. `rows` = data rows read from the file. */
export interface ScheduleImportPreview {
  rows: number;
  changes: ScheduleImportChange[];
  rejected: ScheduleImportRejection[];
  summary: ScheduleImportSummary;
}

/** `POST /schedule/import/apply`: every valid row written in one transaction; the rejected rows skipped. */
export interface ScheduleImportResult {
  rows: number;
  summary: ScheduleImportSummary;
  rejected: ScheduleImportRejection[];
}

// ---- attendance: PUT /schedule/{kvCode}/attendance ----

export const ATTENDANCE_DAYS = [1, 2, 3, 4] as const;
export type AttendanceDay = (typeof ATTENDANCE_DAYS)[number];

/** Marks one day of one cohort Present ('P') or Absent ('A'). Answer: the ScheduleRecord. */
export interface ScheduleAttendanceInput {
  category: Category;
  day: AttendanceDay;
  present: boolean;
}

/** The column of a category's day: ('sr', 2) -> 'SRDAY2'. */
export function attendanceField(category: Category, day: AttendanceDay): ScheduleAttendanceField {
  return `${category.toUpperCase() as 'SR' | 'JR'}DAY${day}`;
}

// ---- words ----

/**
 * The screen's words from the spec ('Schedule & Attendance', the empty states, the export toast)
 * and ours for the import, attendance and the API's answers, in the current language.
 */
export const SCHEDULE_MSG = withMembers(
  messageTable(english, 'schedule', {
    exported: (n: number) => message('schedule.exported', { n }),
    imported: (s: ScheduleImportSummary) =>
      message('schedule.imported', { create: s.create, update: s.update, unchanged: s.unchanged, rejected: s.rejected }),
    // every CSV import's words for the file (CSV_MSG), under the names the import had
    unreadable: CSV_MSG.unreadable,
    missingColumns: CSV_MSG.missingColumns,
    duplicateColumns: CSV_MSG.duplicateColumns,
    reasonUnknownCode: (code: string) => message('schedule.reasonUnknownCode', { code }),
    reasonDuplicateCode: (code: string, lines: readonly number[]) => message('schedule.reasonDuplicateCode', { code, lines: lines.join(', ') }),
    reasonRegionMismatch: (given: string, expected: string) => message('schedule.reasonRegionMismatch', { given, expected }),
    reasonAttendance: (column: string, value: string) => message('schedule.reasonAttendance', { column, value }),
    reasonFormula: (column: string) => message('schedule.reasonFormula', { column }),
    reasonTooLong: (column: string) => message('schedule.reasonTooLong', { column, max: SCHEDULE_IMPORT_MAX_CELL }),
    reasonControlCharacters: (column: string) => message('schedule.reasonControlCharacters', { column }),
    reasonColumnCount: (found: number, expected: number) => message('schedule.reasonColumnCount', { found, expected }),
  }),
  {
    get tooManyRows() {
      return message('schedule.tooManyRows', { max: SCHEDULE_IMPORT_MAX_ROWS });
    },
    // CSV_MSG's words for the file, under the names the import had
    get fileRequired() {
      return CSV_MSG.fileRequired;
    },
    get notCsv() {
      return CSV_MSG.notCsv;
    },
    get notUtf8() {
      return CSV_MSG.notUtf8;
    },
    get tooLarge() {
      return CSV_MSG.tooLarge;
    },
    get emptyFile() {
      return CSV_MSG.emptyFile;
    },
    get headerOnly() {
      return CSV_MSG.headerOnly;
    },
  },
);
