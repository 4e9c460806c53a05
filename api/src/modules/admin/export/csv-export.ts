import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportBatch, ExportSource } from '../lists/list-source';

/**
 * Cells that a spreadsheet would run as a formula (CSV injection): they start with =, +, -, @,
 * a tab or a carriage return. Such a cell gets a leading apostrophe, which Excel and LibreOffice
 * show as text and do not display.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
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
 * The CSV of an export as a stream: a UTF-8 byte order mark (so Excel reads Hindi names as
 * UTF-8), the header row, then the rows, read from the database one keyset batch at a time.
 * Each batch is read only when the previous one has been taken by the response (Readable.from
 * pulls the generator on demand), so a slow client holds back the database reads, and memory
 * holds about one batch whatever the size of the list. `first` is the first batch, read by the
 * caller before the response starts, so a failing query still gets an error answer.
 */
export function csvStream<TRow>(source: ExportSource<TRow>, first: ExportBatch<TRow>): Readable {
  const columns = source.columns;
  async function* records(): AsyncGenerator<unknown[]> {
    let batch = first;
    for (;;) {
      for (const row of batch.rows) yield columns.map((column) => column.value(row) ?? null);
      if (batch.next === null) return;
      batch = await source.batch(batch.next);
    }
  }

  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
    record_delimiter: 'windows',
    // the library quotes a bare LF or CR only when it is the record delimiter; quote both always
    quoted_match: /[\r\n]/,
    cast: {
      string: (value) => guardFormula(value),
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => value.toISOString(),
    },
  });
  const out = new Gather(CSV_CHUNK_BYTES);
  // pipeline destroys every stage when one fails or the response goes away (out destroyed)
  pipeline(Readable.from(records()), stringifier, out, () => undefined);
  return out;
}

/** Reads the first batch, then streams the whole export. */
export async function openCsvExport<TRow>(source: ExportSource<TRow>): Promise<Readable> {
  const first = await source.batch(null);
  return csvStream(source, first);
}
