import { useCallback } from 'react';
import { callEndpoint } from '@hackathon/api-client';
import { MSG, type Endpoint } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { saveBlob } from '../utils/download';

/** Exports stream from the database; at the national scale (and 10x in the benchmarks) that takes longer than a page. */
export const EXPORT_TIMEOUT_MS = 120_000;

export interface CsvExportOptions {
  endpoint: Endpoint<Blob>;
  /** The query string (type, search and filters). */
  query: Record<string, string | number>;
  fileName: () => string;
  /** Rows the file will hold (the list's matching total); 0 answers 'No data available to export' without a call. */
  rows: number | undefined;
}

/**
 * The Export of a list: fetches the CSV as a Blob with the bearer token (api-client) and saves
 * it; 'Exported N records' afterwards. A failure is thrown for the Export button's toast.
 */
export function useCsvExport({ endpoint, query, fileName, rows }: CsvExportOptions): () => Promise<void> {
  return useCallback(async () => {
    if (rows === 0) {
      toast.error(MSG.noDataToExport);
      return;
    }
    const result = await callEndpoint(endpoint, { params: [], query, responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS, requireToken: true });
    saveBlob(result.data, fileName());
    if (rows !== undefined) toast.success(MSG.exportedRecords(rows));
  }, [endpoint, query, fileName, rows]);
}
