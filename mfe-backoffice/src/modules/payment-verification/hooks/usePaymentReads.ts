import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import { PAYMENT_VERIFICATION_API, TIMEOUTS_MS, fromNamedPage, type PaymentSubmissionsPage } from '@hackathon/contracts';
import type { ListQueryParams } from '@hackathon/ui';

const toPage = (page: PaymentSubmissionsPage) => fromNamedPage(page, 'submissions');

/** GET /payment-verification/list: one page, filtered, searched and sorted on the server; the previous page stays while the next loads. */
export function usePaymentSubmissions(query: ListQueryParams) {
  return useEndpointQuery(null, PAYMENT_VERIFICATION_API.list, [], {
    query,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    placeholderData: keepPreviousData,
    select: toPage,
  });
}

/** GET /payment-verification/stats: the four cards, over the caller's whole scope (not the filters). */
export function usePaymentStats() {
  return useEndpointQuery(null, PAYMENT_VERIFICATION_API.stats, [], {
    request: { requireToken: true },
  });
}

/**
 * GET /payment-verification/regions: the region filter's choices (issue 25). The answer depends on
 * the caller's token (a region admin gets its own region), so the role is in the key.
 */
export function usePaymentRegions(role: string | null) {
  return useEndpointQuery(null, PAYMENT_VERIFICATION_API.regions, [], {
    caller: role,
    request: { requireToken: true },
  });
}
