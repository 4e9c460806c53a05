import { useEndpointQuery } from '@hackathon/api-client';
import { CERTIFICATES_API } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';

/**
 * GET /certificates/mine: a team's members' certificates, a mentor's own (and its teams' members').
 * Answered by the caller's token, so the caller goes into the key (a 401 clears no cache).
 */
export function useMyCertificates() {
  const session = useSession();
  const caller = session.user?.id ?? session.user?._id ?? session.team?.teamId ?? null;
  return useEndpointQuery(null, CERTIFICATES_API.mine, caller ? [] : null, {
    caller,
    request: { requireToken: true },
    select: (data) => data.certificates,
  });
}
