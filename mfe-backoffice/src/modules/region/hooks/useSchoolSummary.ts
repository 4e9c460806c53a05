import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import { fromNamedPage, MSG, REGION_ADMIN_API, regionExportFileName, TIMEOUTS_MS, type RegionSchoolSummary } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';
import { useCsvExport } from '../../shared/hooks/useCsvExport';
import { summaryExportQuery } from '../utils/summaryTable';
import type { DashboardAudience } from '../utils/tabs';

export interface SchoolSummaryOptions {
  audience: DashboardAudience;
  role: string | null;
  /** The region admin's region (its export's file name); ignored for the super admin. */
  region: string | null;
  list: ListState;
}

/**
 * The summary table's page (GET /region-admin/summary: `list.query` is the query string and part
 * of the key, as is the role, since the scope comes from the token; the previous page stays on
 * screen while the next loads) and its Export Summary.
 */
export function useSchoolSummary({ audience, role, region, list }: SchoolSummaryOptions) {
  const query = useEndpointQuery(null, REGION_ADMIN_API.summary, [], {
    query: list.query,
    caller: role,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => fromNamedPage<'schools', RegionSchoolSummary>(page, 'schools'),
    placeholderData: keepPreviousData,
  });

  const exportQuery = useMemo(() => summaryExportQuery(list.query), [list.query]);
  const fileName = useCallback(() => regionExportFileName({ audience, type: 'summary', region: audience === 'region' ? region : null }), [audience, region]);
  /**
   * Export Summary: every school matching the table's search and filters, saved under the spec's
   * name; N in the toast is the table's matching total (the file holds the same rows).
   */
  const onExport = useCsvExport({
    endpoint: REGION_ADMIN_API.summaryExport,
    query: exportQuery,
    fileName,
    rows: query.data?.pagination.total,
    exported: MSG.schoolSummaryExported,
    failed: MSG.failedExportSchoolSummary,
  });

  return { query, onExport };
}
