import { useEndpointQuery } from '@hackathon/api-client';
import { PAYMENTS_API } from '@hackathon/contracts';
import { schoolKeys } from '../../dashboard/hooks/queryKeys';

/**
 * A stored receipt's bytes for the preview modal. A frame cannot send the bearer header, so the
 * file is fetched as a Blob and shown through an object URL.
 */
export function useReceiptFile(schoolCode: string, fileId: string | null, enabled: boolean) {
  return useEndpointQuery(schoolKeys.receipt(schoolCode, fileId), PAYMENTS_API.receipt, fileId && enabled ? [fileId] : null, {
    request: { responseType: 'blob', requireToken: true },
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
