import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import { fromNamedPage, SCHEDULE_API, TIMEOUTS_MS, type Paginated, type SchedulePage, type ScheduleRecord } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';

/** Everything of this screen sits under ['schedule', ...]: an import refreshes it all at once. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  lists: ['schedule', 'list'] as const,
  list: (query: unknown) => ['schedule', 'list', query] as const,
  total: ['schedule', 'total'] as const,
  filters: (region: string) => ['schedule', 'filters', region] as const,
};

/** The dropdown values change only with an import; they need not be re-read on every visit. */
const FILTERS_STALE_MS = 5 * 60_000;

/** One page of schedules for the data view (page, limit, search, sort, region, district, zone on the server). */
export function useScheduleList(list: ListState) {
  return useEndpointQuery<SchedulePage, [], Paginated<ScheduleRecord>>(scheduleKeys.list(list.query), SCHEDULE_API.schooltimes, [], {
    request: { query: list.query, timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => fromNamedPage(page, 'schooltimes'),
    placeholderData: keepPreviousData,
  });
}

/**
 * 'Total': every schedule in scope, whatever the search and filters (a one-row page: only its
 * pagination is read), beside 'Showing X of Y' for the matching ones.
 */
export function useScheduleTotal() {
  return useEndpointQuery<SchedulePage, [], number>(scheduleKeys.total, SCHEDULE_API.schooltimes, [], {
    request: { query: { page: 1, limit: 1 }, timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => page.pagination.total,
  });
}

/** The region, district and zone dropdowns from the data (distinct values, not the rows); a region narrows the other two. */
export function useScheduleFilters(region: string) {
  return useEndpointQuery(scheduleKeys.filters(region), SCHEDULE_API.schooltimeFilters, [], {
    request: { query: region ? { region } : undefined, timeoutMs: TIMEOUTS_MS.adminCounters, requireToken: true },
    placeholderData: keepPreviousData,
    staleTime: FILTERS_STALE_MS,
  });
}
