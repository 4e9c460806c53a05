import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';

/** A column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<TRow> {
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

/** The size the CSV text is gathered to before it is written (one socket write per ~64 KiB, not per row). */
export const CSV_CHUNK_BYTES = 64 * 1024;

/** Joins the stringifier's one-record strings into chunks of about `size` characters. */
class Gather extends Transform {
  private parts: string[] = [];
  private length = 0;

  constructor(private readonly size: number) {
    super({ writableObjectMode: false, decodeStrings: false, encoding: 'utf8' });
  }

  override _transform(chunk: string | Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    this.parts.push(text);
    this.length += text.length;
    if (this.length >= this.size) this.release();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  private release(): void {
    if (this.parts.length === 0) return;
    this.push(this.parts.join(''));
    this.parts = [];
    this.length = 0;
  }
}

/**
 * A CSV as a stream: a UTF-8 byte order mark (so Excel reads Hindi names as UTF-8), the header
 * row, then the rows of `batches`, CRLF-terminated. The next batch is read only when the reader
 * has taken the previous rows (Readable.from pulls on demand), so a slow client holds back the
 * database reads and memory holds about one batch whatever the export's size. A failing batch
 * fails the stream (and so cuts the response rather than ending it early).
 */
export function csvStream<TRow>(columns: ReadonlyArray<CsvColumn<TRow>>, batches: AsyncIterable<readonly TRow[]>): Readable {
  async function* records(): AsyncGenerator<string[]> {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => guardCell(column.value(row)));
    }
  }

  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
    record_delimiter: 'windows',
    // the library quotes a bare LF or CR only when it is the record delimiter; quote both always
    quoted_match: /[\r\n]/,
  });
  const out = new Gather(CSV_CHUNK_BYTES);
  // pipeline destroys every stage when one fails or the response goes away (out destroyed)
  pipeline(Readable.from(records()), stringifier, out, () => undefined);
  return out;
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
