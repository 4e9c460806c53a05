import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, invalidateEndpoints, useEndpointMutation } from '@hackathon/api-client';
import { ADMIN_API, API_MSG, MENTORS_API } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';

/**
 * POST /mentors/{id}/invite (issue 26): Invite or Resend invitation from the Mentors list. Toasts the
 * API's message and re-reads the list (every page and filter), which shows the new account state.
 * A refusal (no address, inactive, already active, 3 in the last hour: 429) toasts the API's words;
 * a 409 means the row was stale, so the list is re-read then too.
 */
export function useInviteMentor() {
  const client = useQueryClient();
  return useEndpointMutation(MENTORS_API.invite, (mentorId: string) => ({ params: [mentorId] as [string], requireToken: true }), {
    onSuccess: (result) => {
      toast.success(result.message || API_MSG.mentorInvited);
      void invalidateEndpoints(client, [ADMIN_API.mentors]);
    },
    onError: (error) => {
      if (error.shouldLogout) return;
      toast.error(errorMessage(error));
      if (error.status === 409) void invalidateEndpoints(client, [ADMIN_API.mentors]);
    },
  });
}
