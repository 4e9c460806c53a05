import type { ReactNode } from 'react';

/** One dropdown filter, declared as data. Its value travels as the query parameter `key`. */
export interface FilterDef {
  key: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The label of the no-filter option; default 'All'. */
  allLabel?: string;
}

/**
 * What Export does: a link the browser downloads (the API streams the CSV, e.g.
 * `/api/admin/export?type=teams`), or a callback the kit awaits while showing 'Exporting...'.
 */
export type ExportAction =
  | { href: string; fileName?: string; label?: ReactNode }
  | { onExport: () => Promise<unknown> | void; label?: ReactNode };

/** Row selection of the table (phase management, payment verification). Ids are the rows' getRowId. */
export interface DataViewSelection<T> {
  selected: ReadonlyArray<string>;
  onChange: (ids: string[]) => void;
  /** Rows that cannot be picked (e.g. only submitted payments); default all. */
  isSelectable?: (row: T) => boolean;
}
