import {
  SCHEDULE_ATTENDANCE_FIELDS,
  SCHEDULE_CSV_COLUMNS,
  SCHEDULE_IMPORT_FIELDS,
  SCHEDULE_IMPORT_MAX_CELL,
  SCHEDULE_IMPORT_MAX_ROWS,
  SCHEDULE_MSG,
  type ScheduleCsvColumn,
  type ScheduleImportField,
  type ScheduleImportRejection,
} from '@hackathon/contracts';
import { readCsvImport, type CsvImport, type CsvImportFormat } from '../../../common/csv';
import { hasInvalidText } from '../../../common/input-guard';

/*
 * The schedule/attendance CSV: read as every import reads its file (common/csv: file-level
 * problems, such as not UTF-8, unreadable, missing columns or too many rows, refuse the whole
 * file), then checked row by row, without the database: row-level problems refuse that row with
 * every reason, and the other rows go on.
 */

/** Cells a spreadsheet would run as a formula (the same set the CSV export neutralises). */
const FORMULA_START = /^[=+\-@\t\r]/;

const ATTENDANCE: ReadonlySet<string> = new Set(SCHEDULE_ATTENDANCE_FIELDS);

/** The file's columns and row cap. */
const FORMAT: CsvImportFormat<ScheduleCsvColumn> = {
  columns: SCHEDULE_CSV_COLUMNS,
  maxRows: SCHEDULE_IMPORT_MAX_ROWS,
  tooManyRows: () => SCHEDULE_MSG.tooManyRows,
};

/** The file as read: the header's width and each data row's line and cells by column. */
export type ReadCsv = CsvImport<ScheduleCsvColumn>;

/** Parses the file (common/csv's readCsvImport over the schedule's columns). */
export function readScheduleCsv(bytes: Uint8Array): ReadCsv {
  return readCsvImport(bytes, FORMAT);
}

/** What the directory says of a school (the authority on name, region, district and zone). */
export interface DirectorySchool {
  code: string;
  name: string;
  region: string;
}

/** A row that passed: the school and the values it sets (null = empty). */
export interface ValidRow {
  line: number;
  kvCode: string;
  kvName: string;
  values: Record<ScheduleImportField, string | null>;
}

export interface CheckedRows {
  valid: ValidRow[];
  rejected: ScheduleImportRejection[];
}

/** The trimmed school codes of the rows (for the directory lookup). */
export function codesOf(csv: ReadCsv): string[] {
  return [...new Set(csv.rows.map((row) => row.cells.kvCode.trim()).filter((code) => code !== ''))];
}

/**
 * Every row's reasons, or its values: cells that start like a formula or are too long, a row
 * whose width differs from the header's, an empty or unknown school code, a code given twice (every
 * occurrence), a region that is not the directory's, attendance other than P, A or empty (any case).
 * kvName, district and zone are informational: the directory is the authority; only their cells are checked.
 */
export function checkRows(csv: ReadCsv, directory: ReadonlyMap<string, DirectorySchool>): CheckedRows {
  const linesByCode = new Map<string, number[]>();
  for (const row of csv.rows) {
    const code = row.cells.kvCode.trim();
    if (code) linesByCode.set(code, [...(linesByCode.get(code) ?? []), row.line]);
  }

  const valid: ValidRow[] = [];
  const rejected: ScheduleImportRejection[] = [];
  for (const row of csv.rows) {
    const reasons: string[] = [];
    if (row.width !== csv.width) reasons.push(SCHEDULE_MSG.reasonColumnCount(row.width, csv.width));
    const value = {} as Record<ScheduleCsvColumn, string>;
    for (const column of SCHEDULE_CSV_COLUMNS) {
      const raw = row.cells[column];
      const trimmed = raw.trim();
      if (FORMULA_START.test(raw) || FORMULA_START.test(trimmed)) reasons.push(SCHEDULE_MSG.reasonFormula(column));
      if (trimmed.length > SCHEDULE_IMPORT_MAX_CELL) reasons.push(SCHEDULE_MSG.reasonTooLong(column));
      // PostgreSQL refuses NUL in text: the same rule as every request string (common/input-guard)
      if (hasInvalidText(raw)) reasons.push(SCHEDULE_MSG.reasonControlCharacters(column));
      value[column] = trimmed;
    }

    const code = value.kvCode;
    const school = code ? directory.get(code) : undefined;
    if (!code) reasons.push(SCHEDULE_MSG.reasonEmptyCode);
    else if (!school) reasons.push(SCHEDULE_MSG.reasonUnknownCode(shown(code)));
    const lines = code ? (linesByCode.get(code) ?? []) : [];
    if (lines.length > 1) reasons.push(SCHEDULE_MSG.reasonDuplicateCode(shown(code), lines));
    if (school && value.region && value.region.toLowerCase() !== school.region.trim().toLowerCase()) {
      reasons.push(SCHEDULE_MSG.reasonRegionMismatch(shown(value.region), school.region));
    }
    for (const column of SCHEDULE_ATTENDANCE_FIELDS) {
      const flag = value[column].toUpperCase();
      if (flag !== '' && flag !== 'P' && flag !== 'A') reasons.push(SCHEDULE_MSG.reasonAttendance(column, shown(value[column])));
    }

    if (reasons.length > 0 || !school) {
      rejected.push({ line: row.line, kvCode: code ? shown(code) : null, reasons });
      continue;
    }
    const values = {} as Record<ScheduleImportField, string | null>;
    for (const field of SCHEDULE_IMPORT_FIELDS) {
      const cell = value[field];
      values[field] = cell === '' ? null : ATTENDANCE.has(field) ? cell.toUpperCase() : cell;
    }
    valid.push({ line: row.line, kvCode: school.code, kvName: school.name, values });
  }
  return { valid, rejected };
}

/** A cell echoed in a reason: at most 40 characters (a too-long cell is already named as such). */
function shown(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
