/**
 * The words of an imported CSV file, whichever import reads it (the schedule's, the judges'): the
 * upload (no file, not a .csv, too large: both imports take at most 2 MB) and the reading (not
 * UTF-8, empty, unreadable, the header's columns, no rows). An import keeps its own words for its
 * row cap and its rows' reasons (SCHEDULE_MSG, JUDGES_MSG).
 */
import { english, message, messageTable } from './message-text';

/** The file-level words of a CSV import (the `csv.*` catalogue keys), in the current language. */
export const CSV_MSG = messageTable(english, 'csv', {
  unreadable: (detail: string) => message('csv.unreadable', { detail }),
  missingColumns: (columns: readonly string[]) => message('csv.missingColumns', { columns: columns.join(', ') }),
  duplicateColumns: (columns: readonly string[]) => message('csv.duplicateColumns', { columns: columns.join(', ') }),
});
