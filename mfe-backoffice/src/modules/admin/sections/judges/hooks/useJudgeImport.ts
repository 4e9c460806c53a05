import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '@hackathon/api-client';
import { JUDGE_IMPORT_FIELD, JUDGE_IMPORT_MAX_BYTES, JUDGES_API, JUDGES_MSG, type JudgeImportPreview, type JudgeImportResult } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useCsvImport } from '../../../../shared/hooks/useCsvImport';

/** The judges' CSV import (the shared import flow): Apply toasts the counts and re-reads the list; the dialog stays to show them. */
export function useJudgeImport() {
  const client = useQueryClient();
  return useCsvImport<JudgeImportPreview, JudgeImportResult>({
    preview: JUDGES_API.importPreview,
    apply: JUDGES_API.importApply,
    field: JUDGE_IMPORT_FIELD,
    maxBytes: JUDGE_IMPORT_MAX_BYTES,
    hasChanges: (preview) => preview.toCreate.length > 0,
    onApplied: async (result) => {
      toast.success(JUDGES_MSG.imported(result.created, result.refused.length));
      await invalidateEndpoints(client, [JUDGES_API.list]);
    },
  });
}
