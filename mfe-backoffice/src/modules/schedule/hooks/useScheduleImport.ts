import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '@hackathon/api-client';
import { SCHEDULE_API, SCHEDULE_IMPORT_FIELD, SCHEDULE_IMPORT_MAX_BYTES, type ScheduleImportPreview, type ScheduleImportResult } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useCsvImport } from '../../shared/hooks/useCsvImport';
import { tr } from '../../shared/utils/text';

/** The schedule's import (the shared CSV import flow): Apply toasts the summary, closes the dialog and re-reads the list. */
export function useScheduleImport(onApplied: () => void) {
  const client = useQueryClient();
  return useCsvImport<ScheduleImportPreview, ScheduleImportResult>({
    preview: SCHEDULE_API.importPreview,
    apply: SCHEDULE_API.importApply,
    field: SCHEDULE_IMPORT_FIELD,
    maxBytes: SCHEDULE_IMPORT_MAX_BYTES,
    hasChanges: ({ summary }) => summary.create + summary.update > 0,
    onApplied: async (result) => {
      const { create, update, unchanged, rejected } = result.summary;
      toast.success(tr('dashboards.schedule.imported', { create, update, unchanged, rejected }));
      onApplied();
      // every page, the Total and the dropdowns' values may have changed
      await invalidateEndpoints(client, [SCHEDULE_API.schooltimes, SCHEDULE_API.schooltimeFilters]);
    },
  });
}
