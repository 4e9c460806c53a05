import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
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
import { CsvError, parse } from 'csv-parse/sync';
import { hasInvalidText } from '../../../common/input-guard';

/*
 * The schedule/attendance CSV: decoded, parsed and checked row by row, without the database.
 * File-level problems (not UTF-8, unreadable, missing columns, too many rows) refuse the whole
 * file; row-level problems refuse that row with every reason, and the other rows go on.
 */

/** Cells a spreadsheet would run as a formula (the same set the CSV export neutralises). */
const FORMULA_START = /^[=+\-@\t\r]/;

const ATTENDANCE: ReadonlySet<string> = new Set(SCHEDULE_ATTENDANCE_FIELDS);

/** A data row as read: its line in the file (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  /** The cells of the known columns, as written (not trimmed); '' when the row is short. */
  cells: Record<ScheduleCsvColumn, string>;
  /** How many cells the row has. */
  width: number;
}

export interface ReadCsv {
  /** The header's width. */
  width: number;
  rows: CsvRow[];
}

/** The bytes as text: strictly UTF-8 (a byte order mark is allowed and dropped). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestException(SCHEDULE_MSG.notUtf8);
  }
}

const isBlankRow = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * Parses the file: the header names the columns (any case, any order; other columns are
 * ignored), each following record is a row. Blank lines and rows whose cells are all blank are
 * skipped (spreadsheets leave them at the end).
 */
export function readScheduleCsv(bytes: Uint8Array): ReadCsv {
  const text = decodeUtf8(bytes);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new BadRequestException(SCHEDULE_MSG.emptyFile);
  // at most the header, the allowed rows and a margin of blank-cell rows; reaching the cap means the file has more
  const cap = SCHEDULE_IMPORT_MAX_ROWS + 101;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, to: cap }) as unknown as typeof records;
  } catch (error) {
    const detail = error instanceof CsvError ? error.message : 'malformed CSV';
    throw new BadRequestException(SCHEDULE_MSG.unreadable(detail));
  }
  if (records.length >= cap) throw tooManyRows();
  const [head, ...body] = records;
  if (!head) throw new BadRequestException(SCHEDULE_MSG.emptyFile);

  const index = headerIndex(head.record);
  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    if (isBlankRow(record)) continue;
    const cells = {} as Record<ScheduleCsvColumn, string>;
    for (const column of SCHEDULE_CSV_COLUMNS) cells[column] = record[index[column]] ?? '';
    rows.push({ line: info.lines, cells, width: record.length });
  }
  if (rows.length === 0) throw new BadRequestException(SCHEDULE_MSG.headerOnly);
  if (rows.length > SCHEDULE_IMPORT_MAX_ROWS) throw tooManyRows();
  return { width: head.record.length, rows };
}

function tooManyRows(): HttpException {
  return new HttpException({ message: SCHEDULE_MSG.tooManyRows, error: 'TOO_MANY_ROWS' }, HttpStatus.PAYLOAD_TOO_LARGE);
}

/** Where each known column is in the header (names trimmed, any case); 400 naming the missing or repeated ones. */
function headerIndex(header: readonly string[]): Record<ScheduleCsvColumn, number> {
  const byName = new Map(SCHEDULE_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const index = {} as Record<ScheduleCsvColumn, number>;
  const repeated = new Set<ScheduleCsvColumn>();
  header.forEach((name, position) => {
    const column = byName.get(name.trim().toLowerCase());
    if (!column) return;
    if (index[column] !== undefined) repeated.add(column);
    else index[column] = position;
  });
  const missing = SCHEDULE_CSV_COLUMNS.filter((column) => index[column] === undefined);
  if (missing.length > 0) throw new BadRequestException(SCHEDULE_MSG.missingColumns(missing));
  if (repeated.size > 0) throw new BadRequestException(SCHEDULE_MSG.duplicateColumns([...repeated]));
  return index;
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
