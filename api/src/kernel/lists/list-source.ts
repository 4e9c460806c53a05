import type { Paginated } from '@hackathon/contracts';
import type { CsvColumn } from '../../common/csv';
import type { DbOrTx } from '../../database';
import type { ReaderScope } from '../scope';

/** Rows per export batch: each batch is one keyset query (few round trips), and memory holds about one batch whatever the list's size. */
export const EXPORT_BATCH_SIZE = 5000;

/** One column of a CSV export: its header and how to read the cell from a row. */
export type ExportColumn<TRow> = CsvColumn<TRow>;

/** One batch of an export: the rows, and the cursor of the next batch (null when this was the last). */
export interface ExportBatch<TRow> {
  rows: TRow[];
  next: string | null;
}

/** What the export needs of a list: its columns and its rows in keyset batches. */
export interface ExportSource<TRow> {
  columns: ReadonlyArray<ExportColumn<TRow>>;
  /** Rows after `cursor` (null: from the start), in the export's fixed order, at most EXPORT_BATCH_SIZE. */
  batch(cursor: string | null): Promise<ExportBatch<TRow>>;
}

/**
 * One admin list: a page (search, filters, sort), its stat tiles and its export, each over the
 * caller's scope. The region admin's lists can reuse these with a region scope.
 */
export interface AdminListSource<TQuery, TRow, TCounters, TExportRow = unknown> {
  page(db: DbOrTx, scope: ReaderScope, query: TQuery): Promise<Paginated<TRow>>;
  counters(db: DbOrTx, scope: ReaderScope): Promise<TCounters>;
  exportSource(db: DbOrTx, scope: ReaderScope, query: TQuery): Promise<ExportSource<TExportRow>>;
}

/** ISO time of a timestamp column (PGlite and node-postgres both give a Date; be lenient). */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
