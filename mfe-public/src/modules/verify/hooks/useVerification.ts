import { useEndpointQuery } from '@hackathon/api-client';
import { CERTIFICATES_API } from '@hackathon/contracts';

/**
 * GET /certificates/verify/{code}: public, so sent without the session's token (a signed-in reader
 * gets the same answer, and a stale token cannot sign the tab out here). null keeps it idle.
 */
export function useVerification(code: string | null) {
  return useEndpointQuery(null, CERTIFICATES_API.verify, code ? [code] : null, {
    request: { token: null, skipAuthRedirect: true },
    // a code's answer changes only when the organisers revoke or re-issue: no refetch on focus
    refetchOnWindowFocus: false,
  });
}
