import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';

/** A column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula: such text gets a leading apostrophe, shown as text (OWASP CSV
 * injection). Numbers and booleans are written as they are.
 */
export function guardCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Streams rows to the response as CSV (csv-stringify: quoting of commas, quotes and line breaks)
 * with a UTF-8 byte-order mark so Excel reads Hindi and other non-Latin text correctly. `batches`
 * yields the rows a page at a time, so memory holds one batch whatever the size of the export;
 * a slow client slows the reads (the stringifier's back-pressure), and a client that goes away
 * stops them.
 */
export async function streamCsv<T>(res: Response, fileName: string, columns: readonly CsvColumn<T>[], batches: AsyncIterable<readonly T[]>): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
  csv.pipe(res);
  let gone = false;
  res.on('close', () => {
    gone = true;
  });
  try {
    for await (const batch of batches) {
      if (gone) break;
      for (const row of batch) {
        if (!csv.write(columns.map((c) => guardCell(c.value(row))))) await Promise.race([once(csv, 'drain'), once(res, 'close')]);
        if (gone) break;
      }
    }
  } catch (error) {
    // the header is already out: end the download visibly broken rather than pretend it is whole
    csv.unpipe(res);
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  csv.end();
  await finished(res).catch(() => undefined);
}
