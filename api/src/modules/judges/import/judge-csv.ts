import {
  EMAIL_PATTERN,
  JUDGE_CSV_COLUMNS,
  JUDGE_IMPORT_MAX_ROWS,
  JUDGE_LIMITS,
  JUDGES_MSG,
  KVS_REGIONS,
  type JudgeCsvColumn,
  type JudgeImportRefusal,
  type JudgeImportRow,
} from '@hackathon/contracts';
import { readCsvImport, type CsvImport, type CsvImportFormat } from '../../../common/csv';
import { hasInvalidText } from '../../../common/input-guard';

/*
 * The judges' CSV (issue 27): read as every import reads its file (common/csv: file-level
 * problems, such as not UTF-8, unreadable, missing columns or too many rows, refuse the whole
 * file), then checked row by row, without the database (what the database knows comes in as
 * `Known`): row-level problems refuse that row with every reason, and the other rows go on.
 */

/** The file's columns and row cap. */
const FORMAT: CsvImportFormat<JudgeCsvColumn> = {
  columns: JUDGE_CSV_COLUMNS,
  maxRows: JUDGE_IMPORT_MAX_ROWS,
  tooManyRows: () => JUDGES_MSG.tooManyRows(),
};

/** The file as read: the header's width and each data row's line and cells by column. */
export type JudgeCsv = CsvImport<JudgeCsvColumn>;

/** Parses the file (common/csv's readCsvImport over the judges' columns). */
export function readJudgeCsv(bytes: Uint8Array): JudgeCsv {
  return readCsvImport(bytes, FORMAT);
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
