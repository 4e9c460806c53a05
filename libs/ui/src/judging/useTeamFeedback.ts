import { useEndpointQuery } from '@hackathon/api-client';
import { JUDGING_API } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';

/**
 * GET /judging/teams/{teamRef}/feedback: the team's published rounds (score, rank in its category,
 * the shared comments). `teamRef` is the team's `_id` or Team ID; null keeps the read idle (a
 * mentor's card until its section is opened).
 */
export function useTeamFeedback(teamRef: string | null) {
  const session = useSession();
  // the server answers by the caller's rights too: whoever reads goes into the key (a 401 clears no cache)
  const caller = session.user?.id ?? session.user?._id ?? session.team?.teamId ?? null;
  return useEndpointQuery(null, JUDGING_API.teamFeedback, teamRef ? [teamRef] : null, {
    caller,
    request: { requireToken: true },
  });
}
