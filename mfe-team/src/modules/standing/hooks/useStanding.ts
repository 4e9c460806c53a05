import { useEndpointQuery } from '@hackathon/api-client';
import { STANDINGS_API } from '@hackathon/contracts';

/** GET /standings/me: the signed-in team's status, phases, scores and rank in its category. */
export function useStanding(teamId: string | null) {
  // answered by the caller's token: the team goes into the key
  return useEndpointQuery(null, STANDINGS_API.me, teamId ? [] : null, {
    caller: teamId,
    request: { requireToken: true },
  });
}
