import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints, type ApiError } from '@hackathon/api-client';
import {
  SCHEDULE_API,
  SCHEDULE_IMPORT_FIELD,
  SCHEDULE_IMPORT_MAX_BYTES,
  type Endpoint, type Multipart,
  type ScheduleImportPreview,
  type ScheduleImportResult,
} from '@hackathon/contracts';
import { toast, uploadEndpoint } from '@hackathon/ui';
import { tr } from '../../shared/utils/text';

/**
 * The import dialog's flow: a chosen file goes to the preview (nothing written), the preview shows
 * what would change and what is refused, Apply sends the same file again (the server re-validates
 * and writes every valid row in one transaction). A file the server refuses (encoding, columns,
 * size) shows the server's own message.
 */
export function useScheduleImport(onApplied: () => void) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);

  const send = async <T>(endpoint: Endpoint<T, Multipart<'file'>, [], void, 'json'>, chosen: File): Promise<T> => {
    setProgress(0);
    const form = new FormData();
    form.append(SCHEDULE_IMPORT_FIELD, chosen, chosen.name);
    const result = await uploadEndpoint(endpoint, { params: [], body: form, onProgress: ({ percent }) => setProgress(percent) });
    return result.data;
  };

  const preview = useMutation<ScheduleImportPreview, ApiError, File>({
    mutationFn: (chosen) => send(SCHEDULE_API.importPreview, chosen),
  });

  const apply = useMutation<ScheduleImportResult, ApiError, File>({
    mutationFn: (chosen) => send(SCHEDULE_API.importApply, chosen),
    onSuccess: async (result) => {
      const { create, update, unchanged, rejected } = result.summary;
      toast.success(tr('dashboards.schedule.imported', { create, update, unchanged, rejected }));
      onApplied();
      // every page, the Total and the dropdowns' values may have changed
      await invalidateEndpoints(client, [SCHEDULE_API.schooltimes, SCHEDULE_API.schooltimeFilters]);
    },
  });

  /** A new file: a fresh preview (a file over the limit is refused here, without uploading 2 MB for nothing). */
  const choose = (chosen: File) => {
    setFile(chosen);
    preview.reset();
    apply.reset();
    const over = chosen.size > SCHEDULE_IMPORT_MAX_BYTES;
    setTooLarge(over);
    if (!over) preview.mutate(chosen);
  };

  const error = tooLarge ? tr('dashboards.schedule.import.tooLarge') : (apply.error?.message ?? preview.error?.message ?? null);
  const canApply = Boolean(file && preview.data && !tooLarge && preview.data.summary.create + preview.data.summary.update > 0);

  return {
    file,
    progress,
    choose,
    preview: preview.data ?? null,
    previewing: preview.isPending,
    applying: apply.isPending,
    error,
    canApply,
    apply: () => {
      if (file && canApply) apply.mutate(file);
    },
  };
}
