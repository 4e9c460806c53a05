import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import { fromNamedPage, SCHEDULE_API, TIMEOUTS_MS, type Paginated, type SchedulePage, type ScheduleRecord } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';

/** The dropdown values change only with an import; they need not be re-read on every visit. */
const FILTERS_STALE_MS = 5 * 60_000;
const TOTAL_QUERY = { page: 1, limit: 1 };

/** One page of schedules for the data view (page, limit, search, sort, region, district, zone on the server). */
export function useScheduleList(list: ListState) {
  return useEndpointQuery<SchedulePage, [], Paginated<ScheduleRecord>>(null, SCHEDULE_API.schooltimes, [], {
    query: list.query,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => fromNamedPage(page, 'schooltimes'),
    placeholderData: keepPreviousData,
  });
}

/**
 * 'Total': every schedule in scope, whatever the search and filters (a one-row page: only its
 * pagination is read), beside 'Showing X of Y' for the matching ones. Its query keeps it apart
 * from the list's pages in the cache.
 */
export function useScheduleTotal() {
  return useEndpointQuery<SchedulePage, [], number>(null, SCHEDULE_API.schooltimes, [], {
    query: TOTAL_QUERY,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => page.pagination.total,
  });
}

/** The region, district and zone dropdowns from the data (distinct values, not the rows); a region narrows the other two. */
export function useScheduleFilters(region: string) {
  return useEndpointQuery(null, SCHEDULE_API.schooltimeFilters, [], {
    query: region ? { region } : undefined,
    request: { timeoutMs: TIMEOUTS_MS.adminCounters, requireToken: true },
    placeholderData: keepPreviousData,
    staleTime: FILTERS_STALE_MS,
  });
}
