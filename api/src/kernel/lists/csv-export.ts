import type { Readable } from 'node:stream';
import { csvStream } from '../../common/csv';
import type { ExportBatch, ExportSource } from './list-source';

/** The rows of an export, batch by batch from `first`, each batch read only when asked for. */
async function* batchesOf<TRow>(source: ExportSource<TRow>, first: ExportBatch<TRow>): AsyncGenerator<TRow[]> {
  let batch = first;
  for (;;) {
    yield batch.rows;
    if (batch.next === null) return;
    batch = await source.batch(batch.next);
  }
}

/**
 * Reads the first batch, then streams the whole export (see csvStream). The first batch is read
 * before the response starts, so a failing query still gets an error answer.
 */
export async function openCsvExport<TRow>(source: ExportSource<TRow>): Promise<Readable> {
  const first = await source.batch(null);
  return csvStream(source.columns, batchesOf(source, first));
}
