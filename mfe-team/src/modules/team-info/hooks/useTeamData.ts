import { useApiQuery } from '@hackathon/api-client';
import { TIMEOUTS_MS } from '@hackathon/contracts';
import type { TeamRecord } from '../utils/teamInfo';

export const teamKeys = {
  own: (teamId: string | null) => ['team', teamId, 'teamdata'] as const,
};

/** GET /teamdata: the signed-in team's own record with school details (15 s timeout). */
export function useTeamData(teamId: string | null, enabled: boolean) {
  return useApiQuery<TeamRecord | null>(teamKeys.own(teamId), enabled ? '/teamdata' : null, {
    request: { timeoutMs: TIMEOUTS_MS.teamdata, requireToken: true },
  });
}
