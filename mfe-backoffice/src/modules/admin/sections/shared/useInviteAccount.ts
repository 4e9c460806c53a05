import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, invalidateEndpoints, useEndpointMutation } from '@hackathon/api-client';
import type { AnyEndpoint, Endpoint } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';

/**
 * Invite or Resend invitation from a list of portal accounts (POST /mentors/{id}/invite, issue 26;
 * POST /admin/judges/{id}/invite, issue 27). Toasts the API's message (or `invited`) and re-reads
 * the list (every page and filter), which shows the new account state. A refusal (no address,
 * inactive, already active, 3 in the last hour: 429) toasts the API's words; a 409 means the row
 * was stale, so the list is re-read then too.
 */
export function useInviteAccount<T>(endpoint: Endpoint<T, void, [string | number]>, list: AnyEndpoint, invited: () => string) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, (id: string) => ({ params: [id] as [string], requireToken: true }), {
    onSuccess: (result) => {
      toast.success(result.message || invited());
      void invalidateEndpoints(client, [list]);
    },
    onError: (error) => {
      if (error.shouldLogout) return;
      toast.error(errorMessage(error));
      if (error.status === 409) void invalidateEndpoints(client, [list]);
    },
  });
}
