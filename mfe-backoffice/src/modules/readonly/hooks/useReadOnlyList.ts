import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { callEndpoint, isApiError, useEndpointQuery } from '@hackathon/api-client';
import {
  fromNamedPage,
  MSG,
  REGION_ADMIN_API,
  regionExportFileName,
  TIMEOUTS_MS,
  type AdminListType,
  type Endpoint,
  type NamedPage,
  type Paginated,
  type SortOrder,
} from '@hackathon/contracts';
import { toast, useListState, type DataViewMode } from '@hackathon/ui';
import { EXPORT_TIMEOUT_MS } from '../../admin/hooks/useCsvExport';
import { saveBlob } from '../../admin/utils/download';
import { adminExportQuery } from '../../admin/utils/listQuery';
import { useFailureToast } from '../../admin/sections/shared/useFailureToast';
import { typeTitle, type ReadOnlyRows } from '../utils/fields';

export type ReadOnlyAudience = 'region' | 'super';

/** The region/super admin lists: the admin lists' queries and pages over the caller's scope (the region comes from the token). */
const PAGES: { [K in AdminListType]: Endpoint<NamedPage<K, ReadOnlyRows[K]>> } = {
  teams: REGION_ADMIN_API.teams,
  students: REGION_ADMIN_API.students,
  schools: REGION_ADMIN_API.schools,
  mentors: REGION_ADMIN_API.mentors,
  registrations: REGION_ADMIN_API.registrations,
};

const COUNTERS: Record<AdminListType, Endpoint<{ total: number }>> = {
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

export const readOnlyKeys = {
  all: ['region-admin', 'readonly'] as const,
  list: (audience: ReadOnlyAudience, type: AdminListType, query: Record<string, string | number>) => ['region-admin', 'readonly', audience, type, 'list', query] as const,
  counters: (audience: ReadOnlyAudience, type: AdminListType) => ['region-admin', 'readonly', audience, type, 'counters'] as const,
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
    readOnlyKeys.list(audience, type, list.query),
    PAGES[type] as Endpoint<NamedPage<AdminListType, ReadOnlyRows[AdminListType]>>,
    [],
    {
      request: { query: list.query, timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
      select: (page) => fromNamedPage(page, type),
      placeholderData: keepPreviousData,
    },
  );
  const counters = useEndpointQuery(readOnlyKeys.counters(audience, type), COUNTERS[type], [], {
    request: { timeoutMs: TIMEOUTS_MS.adminCounters, requireToken: true },
  });
  useFailureToast(query.error, MSG.failedLoadTypeData(type));

  const matching = query.data?.pagination.total;
  const regionFilter = list.filters.region;
  const exportQuery = list.query;
  const onExport = useCallback(async () => {
    // N of the success toast is the list's total for the same search and filters (already loaded)
    if (!matching) {
      toast.error(MSG.noDataToExport);
      return;
    }
    try {
      const result = await callEndpoint(REGION_ADMIN_API.export, {
        params: [],
        query: adminExportQuery(type, exportQuery),
        responseType: 'blob',
        timeoutMs: EXPORT_TIMEOUT_MS,
        requireToken: true,
      });
      const fileRegion = audience === 'super' ? (regionFilter ?? null) : region;
      saveBlob(result.data, regionExportFileName({ audience, type, region: fileRegion }));
      toast.success(MSG.typeDataExported(typeTitle(type), matching));
    } catch (error) {
      // a 401 is already on its way to the login page
      if (!(isApiError(error) && error.shouldLogout)) toast.error(MSG.failedExportData);
    }
  }, [matching, type, exportQuery, audience, regionFilter, region]);

  return {
    list,
    query,
    /** Rows in scope without search or filters (the header's Total); the matching count until it loads. */
    grandTotal: counters.data?.total ?? matching,
    onExport,
  };
}
