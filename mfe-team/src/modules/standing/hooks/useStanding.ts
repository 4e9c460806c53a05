import { useEndpointQuery } from '@hackathon/api-client';
import { STANDINGS_API } from '@hackathon/contracts';

/** GET /standings/me: the signed-in team's status, phases, scores and rank in its category. */
export function useStanding(teamId: string | null) {
  return useEndpointQuery(['team', teamId, 'standing'], STANDINGS_API.me, teamId ? [] : null, {
    request: { requireToken: true },
  });
}
