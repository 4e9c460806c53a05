import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { CSV_MSG } from '@hackathon/contracts';
import { CsvError, parse } from 'csv-parse/sync';

/*
 * An imported CSV file as read, for every import (the schedule's, the judges'): decoded, parsed,
 * its header matched to the import's columns. File-level problems (not UTF-8, empty, unreadable,
 * missing or repeated columns, no rows, too many rows) refuse the whole file; checking the rows is
 * each import's own work.
 */

/** What an import reads: its columns and its row cap (with its own words for a file over it). */
export interface CsvImportFormat<Column extends string> {
  /** The columns the header must name (any case, any order; other columns are ignored). */
  columns: readonly Column[];
  /** The most data rows a file may have. */
  maxRows: number;
  /** The 413's message for a file with more (read when refusing: the request's language). */
  tooManyRows: () => string;
}

/** A data row as read: its line in the file (the header is line 1) and its cells by column. */
export interface CsvImportRow<Column extends string> {
  line: number;
  /** The cells of the known columns, as written (not trimmed); '' when the row is short. */
  cells: Record<Column, string>;
  /** How many cells the row has. */
  width: number;
}

export interface CsvImport<Column extends string> {
  /** The header's width. */
  width: number;
  rows: CsvImportRow<Column>[];
}

/** The bytes as text: strictly UTF-8 (a byte order mark is allowed and dropped). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestException(CSV_MSG.notUtf8);
  }
}

const isBlankRow = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * Parses the file: the header names the columns (any case, any order; other columns are
 * ignored), each following record is a row. Blank lines and rows whose cells are all blank are
 * skipped (spreadsheets leave them at the end).
 */
export function readCsvImport<Column extends string>(bytes: Uint8Array, format: CsvImportFormat<Column>): CsvImport<Column> {
  const text = decodeUtf8(bytes);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new BadRequestException(CSV_MSG.emptyFile);
  // at most the header, the allowed rows and a margin of blank-cell rows; reaching the cap means the file has more
  const cap = format.maxRows + 101;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, to: cap }) as unknown as typeof records;
  } catch (error) {
    const detail = error instanceof CsvError ? error.message : 'malformed CSV';
    throw new BadRequestException(CSV_MSG.unreadable(detail));
  }
  if (records.length >= cap) throw tooManyRows(format);
  const [head, ...body] = records;
  if (!head) throw new BadRequestException(CSV_MSG.emptyFile);

  const index = headerIndex(head.record, format.columns);
  const rows: CsvImportRow<Column>[] = [];
  for (const { record, info } of body) {
    if (isBlankRow(record)) continue;
    const cells = {} as Record<Column, string>;
    for (const column of format.columns) cells[column] = record[index[column]] ?? '';
    rows.push({ line: info.lines, cells, width: record.length });
  }
  if (rows.length === 0) throw new BadRequestException(CSV_MSG.headerOnly);
  if (rows.length > format.maxRows) throw tooManyRows(format);
  return { width: head.record.length, rows };
}

function tooManyRows(format: CsvImportFormat<string>): HttpException {
  return new HttpException({ message: format.tooManyRows(), error: 'TOO_MANY_ROWS' }, HttpStatus.PAYLOAD_TOO_LARGE);
}

/** Where each known column is in the header (names trimmed, any case); 400 naming the missing or repeated ones. */
function headerIndex<Column extends string>(header: readonly string[], columns: readonly Column[]): Record<Column, number> {
  const byName = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const index = {} as Record<Column, number>;
  const repeated = new Set<Column>();
  header.forEach((name, position) => {
    const column = byName.get(name.trim().toLowerCase());
    if (!column) return;
    if (index[column] !== undefined) repeated.add(column);
    else index[column] = position;
  });
  const missing = columns.filter((column) => index[column] === undefined);
  if (missing.length > 0) throw new BadRequestException(CSV_MSG.missingColumns(missing));
  if (repeated.size > 0) throw new BadRequestException(CSV_MSG.duplicateColumns([...repeated]));
  return index;
}
