import { useEndpointQuery } from '@hackathon/api-client';
import { TEAMS_API, TIMEOUTS_MS } from '@hackathon/contracts';
import type { TeamRecord } from '../utils/teamInfo';

/**
 * GET /teamdata: the signed-in team's own record with school details (15 s timeout). The path names
 * no team (the token does), so the team id is in the key.
 */
export function useTeamData(teamId: string | null, enabled: boolean) {
  return useEndpointQuery<TeamRecord | null, []>(null, TEAMS_API.ownTeamData, enabled ? [] : null, {
    caller: teamId,
    request: { timeoutMs: TIMEOUTS_MS.teamdata, requireToken: true },
  });
}
