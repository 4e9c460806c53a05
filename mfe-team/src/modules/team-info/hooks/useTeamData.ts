import { useEndpointQuery } from '@hackathon/api-client';
import { TEAMS_API, TIMEOUTS_MS } from '@hackathon/contracts';
import type { TeamRecord } from '../utils/teamInfo';

export const teamKeys = {
  own: (teamId: string | null) => ['team', teamId, 'teamdata'] as const,
};

/** GET /teamdata: the signed-in team's own record with school details (15 s timeout). */
export function useTeamData(teamId: string | null, enabled: boolean) {
  return useEndpointQuery<TeamRecord | null, []>(teamKeys.own(teamId), TEAMS_API.ownTeamData, enabled ? [] : null, {
    request: { timeoutMs: TIMEOUTS_MS.teamdata, requireToken: true },
  });
}
