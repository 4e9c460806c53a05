import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import {
  EMAIL_PATTERN,
  JUDGE_CSV_COLUMNS,
  JUDGE_IMPORT_MAX_ROWS,
  JUDGE_LIMITS,
  JUDGES_MSG,
  KVS_REGIONS,
  SCHEDULE_MSG,
  type JudgeCsvColumn,
  type JudgeImportRefusal,
  type JudgeImportRow,
} from '@hackathon/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { hasInvalidText } from '../../../common/input-guard';

/*
 * The judges' CSV (issue 27), as the schedule import reads its file: decoded, parsed and checked
 * row by row, without the database (what the database knows comes in as `Known`). File-level
 * problems (not UTF-8, unreadable, missing columns, too many rows) refuse the whole file, in the
 * schedule import's words; row-level problems refuse that row with every reason, and the other
 * rows go on.
 */

/** A data row as read: its line in the file (the header is line 1) and its cells by column. */
export interface JudgeCsvRow {
  line: number;
  /** The cells of the known columns, as written (not trimmed); '' when the row is short. */
  cells: Record<JudgeCsvColumn, string>;
  /** How many cells the row has. */
  width: number;
}

export interface JudgeCsv {
  /** The header's width. */
  width: number;
  rows: JudgeCsvRow[];
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
export function readJudgeCsv(bytes: Uint8Array): JudgeCsv {
  const text = decodeUtf8(bytes);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new BadRequestException(SCHEDULE_MSG.emptyFile);
  // at most the header, the allowed rows and a margin of blank-cell rows; reaching the cap means the file has more
  const cap = JUDGE_IMPORT_MAX_ROWS + 101;
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
  const rows: JudgeCsvRow[] = [];
  for (const { record, info } of body) {
    if (isBlankRow(record)) continue;
    const cells = {} as Record<JudgeCsvColumn, string>;
    for (const column of JUDGE_CSV_COLUMNS) cells[column] = record[index[column]] ?? '';
    rows.push({ line: info.lines, cells, width: record.length });
  }
  if (rows.length === 0) throw new BadRequestException(SCHEDULE_MSG.headerOnly);
  if (rows.length > JUDGE_IMPORT_MAX_ROWS) throw tooManyRows();
  return { width: head.record.length, rows };
}

function tooManyRows(): HttpException {
  return new HttpException({ message: JUDGES_MSG.tooManyRows(), error: 'TOO_MANY_ROWS' }, HttpStatus.PAYLOAD_TOO_LARGE);
}

/** Where each known column is in the header (names trimmed, any case); 400 naming the missing or repeated ones. */
function headerIndex(header: readonly string[]): Record<JudgeCsvColumn, number> {
  const byName = new Map(JUDGE_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const index = {} as Record<JudgeCsvColumn, number>;
  const repeated = new Set<JudgeCsvColumn>();
  header.forEach((name, position) => {
    const column = byName.get(name.trim().toLowerCase());
    if (!column) return;
    if (index[column] !== undefined) repeated.add(column);
    else index[column] = position;
  });
  const missing = JUDGE_CSV_COLUMNS.filter((column) => index[column] === undefined);
  if (missing.length > 0) throw new BadRequestException(SCHEDULE_MSG.missingColumns(missing));
  if (repeated.size > 0) throw new BadRequestException(SCHEDULE_MSG.duplicateColumns([...repeated]));
  return index;
}

/** The longest cell of each column; a region or school code longer than these is unknown anyway. */
const MAX_CELL: Partial<Record<JudgeCsvColumn, number>> = {
  name: JUDGE_LIMITS.nameMax,
  email: JUDGE_LIMITS.emailMax,
  organisation: JUDGE_LIMITS.organisationMax,
  expertise: JUDGE_LIMITS.expertiseMax,
};

const REGION_NAMES = new Map(KVS_REGIONS.map((r) => [r.name.toLowerCase(), r.name]));

/** What the database knows for the check: the addresses judges have (lower-case), and the directory's code of each school code of the file found (as typed or upper-cased). */
export interface Known {
  judgeEmails: ReadonlySet<string>;
  schoolCodes: ReadonlyMap<string, string>;
}

export interface CheckedJudgeRows {
  toCreate: JudgeImportRow[];
  refused: JudgeImportRefusal[];
}

/** The trimmed, lower-cased addresses of the rows (for the look-up of existing judges). */
export function emailsOf(csv: JudgeCsv): string[] {
  return [...new Set(csv.rows.map((row) => row.cells.email.trim().toLowerCase()).filter((email) => email !== ''))];
}

/** The trimmed school codes of the rows (for the directory look-up). */
export function schoolCodesOf(csv: JudgeCsv): string[] {
  return [...new Set(csv.rows.map((row) => row.cells.schoolCode.trim()).filter((code) => code !== ''))];
}

/**
 * Every row's reasons, or the judge it creates: a row whose width differs from the header's, a
 * cell with control characters or longer than its field allows, a missing name, a missing or
 * invalid address, an address on more than one row (every occurrence refused) or already a
 * judge's (any case), a region that is not one of the 25, a school code the directory lacks.
 */
export function checkJudgeRows(csv: JudgeCsv, known: Known): CheckedJudgeRows {
  const linesByEmail = new Map<string, number[]>();
  for (const row of csv.rows) {
    const email = row.cells.email.trim().toLowerCase();
    if (email) linesByEmail.set(email, [...(linesByEmail.get(email) ?? []), row.line]);
  }

  const toCreate: JudgeImportRow[] = [];
  const refused: JudgeImportRefusal[] = [];
  for (const row of csv.rows) {
    const reasons: string[] = [];
    if (row.width !== csv.width) reasons.push(JUDGES_MSG.reasonColumnCount(row.width, csv.width));
    const value = {} as Record<JudgeCsvColumn, string>;
    for (const column of JUDGE_CSV_COLUMNS) {
      const raw = row.cells[column];
      const trimmed = raw.trim();
      // PostgreSQL refuses NUL in text: the same rule as every request string (common/input-guard)
      if (hasInvalidText(raw)) reasons.push(JUDGES_MSG.reasonControlCharacters(column));
      const max = MAX_CELL[column];
      if (max !== undefined && trimmed.length > max) reasons.push(JUDGES_MSG.reasonTooLong(column, max));
      value[column] = trimmed;
    }

    if (!value.name) reasons.push(JUDGES_MSG.reasonMissingName);
    const email = value.email.toLowerCase();
    const emailTooLong = email.length > JUDGE_LIMITS.emailMax;
    if (!emailTooLong && !EMAIL_PATTERN.test(email)) reasons.push(JUDGES_MSG.reasonInvalidEmail);
    const lines = email ? (linesByEmail.get(email) ?? []) : [];
    if (lines.length > 1) reasons.push(JUDGES_MSG.reasonDuplicateEmail(lines));
    if (email && known.judgeEmails.has(email)) reasons.push(JUDGES_MSG.reasonAlreadyJudge);
    const region = value.homeRegion ? REGION_NAMES.get(value.homeRegion.toLowerCase()) : undefined;
    if (value.homeRegion && !region) reasons.push(JUDGES_MSG.reasonUnknownRegion(shown(value.homeRegion)));
    const schoolCode = value.schoolCode ? known.schoolCodes.get(value.schoolCode) : undefined;
    if (value.schoolCode && !schoolCode) reasons.push(JUDGES_MSG.reasonUnknownSchool(shown(value.schoolCode)));

    if (reasons.length > 0) {
      refused.push({ line: row.line, email: value.email ? shown(value.email) : null, reasons });
      continue;
    }
    toCreate.push({
      line: row.line,
      name: value.name,
      email,
      organisation: value.organisation,
      expertise: value.expertise,
      homeRegion: region ?? null,
      schoolCode: schoolCode ?? null,
    });
  }
  return { toCreate, refused };
}

/** A cell echoed in a refusal: at most 60 characters (a too-long cell is already named as such). */
function shown(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}
