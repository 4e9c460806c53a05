import { Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { translate } from '@hackathon/contracts';

/** A column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<TRow> {
  /**
   * The header: a `mail.csv.*` catalogue key, written in the request's language (a person opens
   * the file), or any other text written as it is (the schedule's machine column names, which its
   * import reads back).
   */
  header: string;
  value: (row: TRow) => string | number | boolean | null | undefined;
}

/**
 * Cells that a spreadsheet would run as a formula (CSV injection): they start with =, +, -, @,
 * a tab or a carriage return. Such a cell gets a leading apostrophe, which Excel and LibreOffice
 * show as text and do not display.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell as written: text formula-guarded; numbers and booleans as they are; nothing as empty. */
export function guardCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? guardFormula(value) : String(value);
}

/**
 * csv-stringify's options for every export: CRLF records, quotes where RFC 4180 needs them (the
 * library quotes a bare LF or CR only when it is the record delimiter; quote both always).
 */
const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

/** Rows as CSV text: one string per batch (csv-stringify's sync form: no stream stage per row). */
function csvLines<TRow>(columns: ReadonlyArray<CsvColumn<TRow>>, rows: readonly TRow[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => guardCell(column.value(row)))),
    CSV_OPTIONS,
  );
}

/** A column's header as written: a catalogue key in the current language, any other text as it is. */
function headerText(header: string): string {
  return header.startsWith(CSV_HEADER_PREFIX) ? translate(header) : header;
}

/** The catalogue keys of the export headers (libs/contracts/catalogue/<locale>/mail.json). */
const CSV_HEADER_PREFIX = 'mail.csv.';

/**
 * How much CSV the stream holds for a slow reader before it stops reading batches (a byte stream:
 * a batch's text counts by its size, so about one batch waits, never many).
 */
export const CSV_BUFFER_BYTES = 64 * 1024;

/**
 * A CSV as a stream: a UTF-8 byte order mark (so Excel reads Hindi names as UTF-8), the header
 * row, then the rows of `batches`, CRLF-terminated. The next batch is read only when the reader
 * has taken the previous rows (Readable.from pulls on demand), so a slow client holds back the
 * database reads and memory holds about one batch whatever the export's size. Each batch becomes
 * one chunk of text (one socket write per batch, not per row). A failing batch fails the stream
 * (and so cuts the response rather than ending it early).
 */
export function csvStream<TRow>(columns: ReadonlyArray<CsvColumn<TRow>>, batches: AsyncIterable<readonly TRow[]>): Readable {
  // rendered now, in the request's language (the stream is read later)
  const headerRow = `\uFEFF${stringify([columns.map((column) => headerText(column.header))], CSV_OPTIONS)}`;
  async function* chunks(): AsyncGenerator<string> {
    yield headerRow;
    for await (const batch of batches) {
      if (batch.length > 0) yield csvLines(columns, batch);
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: CSV_BUFFER_BYTES });
}

/**
 * Sends a CSV download on an Express response (for a route that takes `@Res()`): the headers,
 * then the stream. A failure after the first byte destroys the response: the download ends
 * visibly broken rather than pretending to be whole.
 */
export async function sendCsv(res: Response, fileName: string, csv: Readable): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  await pipelineAsync(csv, res).catch(() => undefined);
}
