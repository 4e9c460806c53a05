import { useCallback } from 'react';
import { callEndpoint } from '@hackathon/api-client';
import { SCHEDULE_API, SCHEDULE_MSG, scheduleExportFileName } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { EXPORT_TIMEOUT_MS } from '../../admin/hooks/useCsvExport';
import { saveBlob } from '../../admin/utils/download';
import { filtersOnly } from '../../admin/utils/listQuery';

/**
 * Export: the CSV of the current search, filters and order (GET .../schooltimes/export), fetched
 * with the bearer token and saved as schedule_attendance_{date}.csv. N in the toast is the
 * list's matching total; at 0 nothing is fetched. A failure is thrown for the Export button's toast.
 */
export function useScheduleExport(query: Record<string, string | number>, rows: number | undefined): () => Promise<void> {
  return useCallback(async () => {
    if (rows === 0) {
      toast.error(SCHEDULE_MSG.noDataToExport);
      return;
    }
    const exportQuery = { ...filtersOnly(query), ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}) };
    const result = await callEndpoint(SCHEDULE_API.export, { params: [], query: exportQuery, responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS, requireToken: true });
    saveBlob(result.data, scheduleExportFileName());
    if (rows !== undefined) toast.success(SCHEDULE_MSG.exported(rows));
  }, [query, rows]);
}
