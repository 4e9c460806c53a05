import { useEndpointQuery } from '@hackathon/api-client';
import { MENTOR_PORTAL_API } from '@hackathon/contracts';

/** GET /mentor/me: the signed-in mentor's record, school, assigned teams and the school's schedule. */
export function useMentorPortal(accountId: string | null) {
  // answered by the caller's token: the account goes into the key
  return useEndpointQuery(null, MENTOR_PORTAL_API.me, accountId ? [] : null, {
    caller: accountId,
    request: { requireToken: true },
  });
}
