import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import { fromNamedPage, TIMEOUTS_MS, type NamedPage, type Paginated, type ReadEndpoint } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';

/**
 * One page of an admin list for the data view: `list.query` (page, limit, search, sort, filters)
 * is the query string and so part of the key; the previous page stays on screen while the next loads.
 */
export function useAdminList<K extends string, T>(name: K, endpoint: ReadEndpoint<NamedPage<K, T>>, list: ListState) {
  return useEndpointQuery<NamedPage<K, T>, [], Paginated<T>>(null, endpoint, [], {
    query: list.query,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => fromNamedPage(page, name),
    placeholderData: keepPreviousData,
  });
}

/** A list's `/counters` (its stat tiles over the whole list; 10 s timeout). */
export function useAdminCounters<T>(endpoint: ReadEndpoint<T>) {
  return useEndpointQuery(null, endpoint, [], {
    request: { timeoutMs: TIMEOUTS_MS.adminCounters, requireToken: true },
  });
}
