import { useMemo } from 'react';
import { SCHEDULE_API, scheduleExportFileName } from '@hackathon/contracts';
import { useCsvExport } from '../../shared/hooks/useCsvExport';
import { filtersOnly } from '../../shared/utils/listQuery';
import { tr } from '../../shared/utils/text';

/** 'Schedule data exported successfully! (N records)'. */
const exported = (n: number): string => tr('dashboards.schedule.exported', { n });

/**
 * Export: the CSV of the current search, filters and order (GET .../schooltimes/export), fetched
 * with the bearer token and saved as schedule_attendance_{date}.csv. N in the toast is the
 * list's matching total; at 0 nothing is fetched. A failure is thrown for the Export button's toast.
 */
export function useScheduleExport(query: Record<string, string | number>, rows: number | undefined): () => Promise<void> {
  const exportQuery = useMemo(() => ({ ...filtersOnly(query), ...(query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : {}) }), [query]);
  return useCsvExport({ endpoint: SCHEDULE_API.export, query: exportQuery, fileName: scheduleExportFileName, rows, exported });
}
