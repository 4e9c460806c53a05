import { useEndpointQuery } from '@hackathon/api-client';
import { PAYMENTS_API } from '@hackathon/contracts';

/**
 * A stored receipt's bytes for the preview modal. A frame cannot send the bearer header, so the
 * file is fetched as a Blob and shown through an object URL. The file id is the school's own (from
 * its payment info), so the key needs no school code.
 */
export function useReceiptFile(fileId: string | null, enabled: boolean) {
  return useEndpointQuery(null, PAYMENTS_API.receipt, fileId && enabled ? [fileId] : null, {
    request: { responseType: 'blob', requireToken: true },
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
