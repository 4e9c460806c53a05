import { useEndpointQuery } from '@hackathon/api-client';
import { SCHOOL_PAGE_API, TIMEOUTS_MS } from '@hackathon/contracts';

/** GET /school-page/{code}: the school's whole page in one read (not sent without a code). */
export function useSchoolPage(code: string | null) {
  return useEndpointQuery(null, SCHOOL_PAGE_API.get, code ? [code] : null, {
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
  });
}
