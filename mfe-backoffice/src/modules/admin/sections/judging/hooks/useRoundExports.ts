import { useCallback } from 'react';
import { callEndpoint } from '@hackathon/api-client';
import { JUDGING_API } from '@hackathon/contracts';
import { saveBlob, toast } from '@hackathon/ui';
import { EXPORT_TIMEOUT_MS } from '../../../../shared/hooks/useCsvExport';
import { judgingExportFileName } from '../utils/judgingView';
import { tr } from '../../../../../i18n';

const ENDPOINT = { scores: JUDGING_API.exportScores, results: JUDGING_API.exportResults } as const;

/**
 * The round's two CSV files (every sheet's scores; one row per team), fetched with the bearer
 * token and saved as the shared list exports are (saveBlob). The export endpoints take the round in
 * their path, which the shared useCsvExport does not; a failure is thrown for ExportButton's toast.
 */
export function useRoundExports(roundId: string, roundName: string) {
  const run = useCallback(
    async (kind: keyof typeof ENDPOINT) => {
      const result = await callEndpoint(ENDPOINT[kind], { params: [roundId], responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS, requireToken: true });
      const fileName = judgingExportFileName(kind, roundName);
      saveBlob(result.data, fileName);
      toast.success(tr('judging.export.saved', { file: fileName }));
    },
    [roundId, roundName],
  );
  return { exportScores: useCallback(() => run('scores'), [run]), exportResults: useCallback(() => run('results'), [run]) };
}
