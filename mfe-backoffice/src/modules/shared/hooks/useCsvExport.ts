import { useCallback } from 'react';
import { callEndpoint, isApiError } from '@hackathon/api-client';
import { MSG, type ReadEndpoint } from '@hackathon/contracts';
import { saveBlob, toast } from '@hackathon/ui';

/** Exports stream from the database; at the national scale (and 10x in the benchmarks) that takes longer than a page. */
export const EXPORT_TIMEOUT_MS = 120_000;

export interface CsvExportOptions {
  endpoint: ReadEndpoint<Blob>;
  /** The query string (type, search and filters). */
  query: Record<string, string | number>;
  fileName: () => string;
  /** Rows the file will hold (the list's matching total); 0 answers 'No data available to export' without a call. */
  rows: number | undefined;
  /** The success toast for N rows (default 'Exported N records'). */
  exported?: (rows: number) => string;
  /** The failure toast; without one the failure is thrown for the Export button's toast. */
  failed?: string;
}

/**
 * The Export of a list: fetches the CSV as a Blob with the bearer token (api-client) and saves
 * it under the spec's name, then says how many records left.
 */
export function useCsvExport({ endpoint, query, fileName, rows, exported = MSG.exportedRecords, failed }: CsvExportOptions): () => Promise<void> {
  return useCallback(async () => {
    if (rows === 0) {
      toast.error(MSG.noDataToExport);
      return;
    }
    try {
      const result = await callEndpoint(endpoint, { params: [], query, responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS, requireToken: true });
      saveBlob(result.data, fileName());
    } catch (error) {
      if (failed === undefined) throw error;
      // a 401 is already on its way to the login page
      if (!(isApiError(error) && error.shouldLogout)) toast.error(failed);
      return;
    }
    if (rows !== undefined) toast.success(exported(rows));
  }, [endpoint, query, fileName, rows, exported, failed]);
}
