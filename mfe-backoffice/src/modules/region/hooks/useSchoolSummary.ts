import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { callEndpoint, useEndpointQuery } from '@hackathon/api-client';
import { fromNamedPage, MSG, REGION_ADMIN_API, regionExportFileName, TIMEOUTS_MS, type RegionSchoolSummary } from '@hackathon/contracts';
import { toast, type ListState } from '@hackathon/ui';
import { EXPORT_TIMEOUT_MS } from '../../admin/hooks/useCsvExport';
import { saveBlob } from '../../admin/utils/download';
import { summaryExportQuery } from '../utils/summaryTable';
import type { DashboardAudience } from '../utils/tabs';
import { regionKeys } from './useRegionDashboard';

export interface SchoolSummaryOptions {
  audience: DashboardAudience;
  role: string | null;
  /** The region admin's region (its export's file name); ignored for the super admin. */
  region: string | null;
  list: ListState;
}

/**
 * The summary table's page (GET /region-admin/summary: `list.query` is the query string and part
 * of the key; the previous page stays on screen while the next loads) and its Export Summary.
 */
export function useSchoolSummary({ audience, role, region, list }: SchoolSummaryOptions) {
  const query = useEndpointQuery(regionKeys.summary(role, list.query), REGION_ADMIN_API.summary, [], {
    request: { query: list.query, timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    select: (page) => fromNamedPage<'schools', RegionSchoolSummary>(page, 'schools'),
    placeholderData: keepPreviousData,
  });

  const rows = query.data?.pagination.total;
  const exportQuery = useMemo(() => summaryExportQuery(list.query), [list.query]);

  /**
   * The CSV of every school matching the table's search and filters, fetched with the bearer token
   * and saved under the spec's name. N in the toast is the table's matching total (the file holds
   * the same rows); none: 'No data available to export' and no call. A failure is toasted here.
   */
  const onExport = useCallback(async () => {
    if (rows === 0) {
      toast.error(MSG.noDataToExport);
      return;
    }
    try {
      const result = await callEndpoint(REGION_ADMIN_API.summaryExport, {
        params: [],
        query: exportQuery,
        responseType: 'blob',
        timeoutMs: EXPORT_TIMEOUT_MS,
        requireToken: true,
      });
      saveBlob(result.data, regionExportFileName({ audience, type: 'summary', region: audience === 'region' ? region : null }));
      if (rows !== undefined) toast.success(MSG.schoolSummaryExported(rows));
    } catch {
      toast.error(MSG.failedExportSchoolSummary);
    }
  }, [rows, exportQuery, audience, region]);

  return { query, onExport };
}
