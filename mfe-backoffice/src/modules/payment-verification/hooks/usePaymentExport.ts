import { useMemo } from 'react';
import { PAYMENT_VERIFICATION_API, PAYMENT_VERIFICATION_EXPORT_FILE } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';
import { useCsvExport } from '../../shared/hooks/useCsvExport';

const fileName = () => PAYMENT_VERIFICATION_EXPORT_FILE;

/**
 * Export: GET /payment-verification/export with the list's status, region and search, fetched as
 * a blob with the bearer token and saved as payment_verification_export.csv (the name the server
 * gives it too). N in 'Exported N records' is the list's matching total; 0 answers 'No data
 * available to export' without a call.
 */
export function usePaymentExport(list: ListState, rows: number | undefined) {
  const { status, region } = list.filters;
  const query = useMemo(() => {
    const q: Record<string, string> = {};
    if (status) q.status = status;
    if (region) q.region = region;
    if (list.search) q.search = list.search;
    return q;
  }, [status, region, list.search]);
  return useCsvExport({ endpoint: PAYMENT_VERIFICATION_API.export, query, fileName, rows });
}
