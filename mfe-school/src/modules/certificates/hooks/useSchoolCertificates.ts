import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import { CERTIFICATES_API, fromNamedPage, TIMEOUTS_MS, type CertificateRow, type CertificatesPage, type Paginated } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import type { ListState } from '@hackathon/ui';

/**
 * GET /certificates: one page of the school's certificates, searched and filtered on the server
 * (the API scopes a school admin to its own school). `list.query` is the query string and so part
 * of the key; the caller too (answered by the token); the previous page stays while the next loads.
 */
export function useSchoolCertificates(list: ListState) {
  const session = useSession();
  const caller = session.user?.id ?? session.user?._id ?? null;
  return useEndpointQuery<CertificatesPage, [], Paginated<CertificateRow>>(null, CERTIFICATES_API.list, [], {
    query: list.query,
    caller,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => fromNamedPage(page, 'certificates'),
    placeholderData: keepPreviousData,
  });
}
