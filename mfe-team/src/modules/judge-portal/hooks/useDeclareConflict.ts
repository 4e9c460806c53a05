import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints, useEndpointMutation } from '@hackathon/api-client';
import { JUDGING_API } from '@hackathon/contracts';
import { clearLocalSheet } from '../utils/localSheet';

/** POST /judging/assignments/{id}/conflict: the judge knows the team; it leaves the list (re-read). */
export function useDeclareConflict() {
  const client = useQueryClient();
  return useEndpointMutation(JUDGING_API.conflict, ({ id, reason }: { id: string; reason: string }) => ({ params: [id] as [string], body: { reason }, requireToken: true }), {
    onSuccess: async (_answer, { id }) => {
      // the sheet is no longer the judge's to send
      clearLocalSheet(id);
      await invalidateEndpoints(client, [JUDGING_API.myAssignments]);
    },
  });
}
