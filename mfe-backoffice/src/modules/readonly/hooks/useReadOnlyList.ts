import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import {
  fromNamedPage,
  MSG,
  REGION_ADMIN_API,
  regionExportFileName,
  TIMEOUTS_MS,
  type AdminListType,
  type ReadEndpoint,
  type NamedPage,
  type Paginated,
  type SortOrder,
} from '@hackathon/contracts';
import { useListState, type DataViewMode } from '@hackathon/ui';
import { useCsvExport } from '../../shared/hooks/useCsvExport';
import { adminExportQuery } from '../../shared/utils/listQuery';
import { useFailureToast } from '../../shared/hooks/useFailureToast';
import { typeNoun, typeTitle, type ReadOnlyRows } from '../utils/fields';

export type ReadOnlyAudience = 'region' | 'super';

/** The region/super admin lists: the admin lists' queries and pages over the caller's scope (the region comes from the token). */
const PAGES: { [K in AdminListType]: ReadEndpoint<NamedPage<K, ReadOnlyRows[K]>> } = {
  teams: REGION_ADMIN_API.teams,
  students: REGION_ADMIN_API.students,
  schools: REGION_ADMIN_API.schools,
  mentors: REGION_ADMIN_API.mentors,
  registrations: REGION_ADMIN_API.registrations,
};

const COUNTERS: Record<AdminListType, ReadEndpoint<{ total: number }>> = {
  teams: REGION_ADMIN_API.teamCounters,
  students: REGION_ADMIN_API.studentCounters,
  schools: REGION_ADMIN_API.schoolCounters,
  mentors: REGION_ADMIN_API.mentorCounters,
  registrations: REGION_ADMIN_API.registrationCounters,
};

/** The admin lists' default orders, so both dashboards list the same way. */
const DEFAULT_SORT: Record<AdminListType, { sort: string; order: SortOrder }> = {
  teams: { sort: 'teamId', order: 'asc' },
  students: { sort: 'name', order: 'asc' },
  schools: { sort: 'schoolCode', order: 'asc' },
  mentors: { sort: 'name', order: 'asc' },
  registrations: { sort: 'registrationTimestamp', order: 'desc' },
};

export interface ReadOnlyListOptions {
  type: AdminListType;
  audience: ReadOnlyAudience;
  /** The region admin's region (names its export); ignored for the super admin, whose file takes the region filter. */
  region: string | null;
  defaultView: DataViewMode;
}

/**
 * One read-only data tab: list state, the page (paged, searched and filtered on the server), the
 * unfiltered count, and the CSV export of the current search and filters with the spec's toasts.
 */
export function useReadOnlyList({ type, audience, region, defaultView }: ReadOnlyListOptions) {
  const list = useListState({ defaultSort: DEFAULT_SORT[type], defaultView });
  const query = useEndpointQuery<NamedPage<AdminListType, ReadOnlyRows[AdminListType]>, [], Paginated<ReadOnlyRows[AdminListType]>>(
    null,
    PAGES[type] as ReadEndpoint<NamedPage<AdminListType, ReadOnlyRows[AdminListType]>>,
    [],
    {
      query: list.query,
      // the rows come from the token's scope, not the path: a region and a super admin are kept apart
      caller: audience,
      request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
      select: (page) => fromNamedPage(page, type),
      placeholderData: keepPreviousData,
    },
  );
  const counters = useEndpointQuery(null, COUNTERS[type], [], {
    caller: audience,
    request: { timeoutMs: TIMEOUTS_MS.adminCounters, requireToken: true },
  });
  useFailureToast(query.error, MSG.failedLoadTypeData(typeNoun(type)));

  const matching = query.data?.pagination.total;
  const regionFilter = list.filters.region;
  const exportQuery = useMemo(() => adminExportQuery(type, list.query), [type, list.query]);
  const fileName = useCallback(
    () => regionExportFileName({ audience, type, region: audience === 'super' ? (regionFilter ?? null) : region }),
    [audience, type, regionFilter, region],
  );
  const exported = useCallback((n: number) => MSG.typeDataExported(typeTitle(type), n), [type]);
  const onExport = useCsvExport({
    endpoint: REGION_ADMIN_API.export,
    query: exportQuery,
    fileName,
    // N of the success toast is the list's total for the same search and filters; not loaded yet reads as none
    rows: matching ?? 0,
    exported,
    failed: MSG.failedExportData,
  });

  return {
    list,
    query,
    /** Rows in scope without search or filters (the header's Total); the matching count until it loads. */
    grandTotal: counters.data?.total ?? matching,
    onExport,
  };
}
