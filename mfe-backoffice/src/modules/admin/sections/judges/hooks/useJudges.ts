import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints, useEndpointMutation } from '@hackathon/api-client';
import { JUDGES_API, type JudgeInput, type JudgeUpdateInput } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';
import { useAdminList } from '../../../hooks/useAdminList';

/** GET /admin/judges: one page, searched, filtered and sorted on the server (`list.query`). */
export function useJudgeList(list: ListState) {
  return useAdminList('judges', JUDGES_API.list, list);
}

/** A write changes the list: every page and filter of it is re-read. */
function useRefresh() {
  const client = useQueryClient();
  return () => invalidateEndpoints(client, [JUDGES_API.list]);
}

/** POST /admin/judges (the server then invites the judge by mail). */
export function useCreateJudge() {
  const refresh = useRefresh();
  return useEndpointMutation(JUDGES_API.create, (body: JudgeInput) => ({ params: [], body, requireToken: true }), { onSuccess: refresh });
}

/** PUT /admin/judges/{id}: the fields that changed. */
export function useUpdateJudge() {
  const refresh = useRefresh();
  return useEndpointMutation(JUDGES_API.update, ({ id, body }: { id: string; body: JudgeUpdateInput }) => ({ params: [id] as [string], body, requireToken: true }), {
    onSuccess: refresh,
    // deleted meanwhile: the list drops it
    onError: (error) => (error.status === 404 ? refresh() : undefined),
  });
}

/** DELETE /admin/judges/{id} (its account goes with it). */
export function useDeleteJudge() {
  const refresh = useRefresh();
  return useEndpointMutation(JUDGES_API.remove, (id: string) => ({ params: [id] as [string], requireToken: true }), {
    onSuccess: refresh,
    onError: (error) => (error.status === 404 ? refresh() : undefined),
  });
}
