import { useEndpointQuery } from '@hackathon/api-client';
import { JUDGING_API } from '@hackathon/contracts';

/** GET /judging/my-assignments: the signed-in judge's rounds, their rubrics and its sheets. */
export function useMyAssignments(accountId: string | null) {
  // answered by the caller's token: the account goes into the key
  return useEndpointQuery(null, JUDGING_API.myAssignments, accountId ? [] : null, {
    caller: accountId,
    request: { requireToken: true },
  });
}
