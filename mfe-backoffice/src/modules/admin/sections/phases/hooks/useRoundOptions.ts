import { useEndpointQuery } from '@hackathon/api-client';
import { JUDGING_API } from '@hackathon/contracts';

/**
 * The latest judging rounds (one page of the newest 100), for Promote top N's "teams of a round"
 * choice (issue 27). Read only while the dialog is open.
 */
export function useRoundOptions(enabled: boolean) {
  return useEndpointQuery(null, JUDGING_API.rounds, [], {
    query: { page: 1, limit: 100, sort: 'createdAt', order: 'desc' },
    enabled,
    request: { requireToken: true },
    select: (page) => page.rounds.filter((round) => round.status !== 'draft'),
  });
}
