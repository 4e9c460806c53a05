import { useEndpointQuery } from '@hackathon/api-client';
import { PAYMENT_VERIFICATION_API } from '@hackathon/contracts';

/**
 * GET /payment-verification/receipt/{id}: the receipt's bytes for the viewer. Images and frames
 * cannot send the bearer header, so the file is fetched as a Blob and shown through an object URL.
 * No automatic retry: the viewer says what went wrong and offers Try Again.
 */
export function useReceiptFile(id: string | null) {
  return useEndpointQuery(null, PAYMENT_VERIFICATION_API.receipt, id ? [id] : null, {
    request: { responseType: 'blob', requireToken: true },
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}
