import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, invalidateEndpoints, useEndpointMutation, type ApiError } from '@hackathon/api-client';
import { ADMIN_API, type RegistrationBulkInput, type RegistrationBulkResult } from '@hackathon/contracts';
import { ADMIN_READS } from '../../shared/adminReads';
import type { BulkPreviewAnswer } from '../../../../shared/hooks/useConfirmedBulk';

/**
 * The preview of POST /admin/registrations/bulk-status (no `confirm`: nothing is written), asked
 * again for each body; never kept once the dialog closes.
 */
export function useBulkRegistrationPreview(body: RegistrationBulkInput) {
  return useQuery<BulkPreviewAnswer<RegistrationBulkResult>, ApiError>({
    queryKey: ['bulk-registrations-preview', body],
    queryFn: async () => {
      const answer = await callEndpoint(ADMIN_API.registrationsBulkStatus, { params: [], body, requireToken: true });
      return { result: answer.data, message: answer.message };
    },
    gcTime: 0,
    retry: false,
  });
}

/** The apply (`confirm: true`): then every admin list, counter and history is read again (the statuses and the Activity log). */
export function useBulkRegistrationStatus() {
  const client = useQueryClient();
  return useEndpointMutation(ADMIN_API.registrationsBulkStatus, (body: RegistrationBulkInput) => ({ params: [] as [], body, requireToken: true }), {
    onSuccess: ({ data }) => {
      if (data.confirmed) void invalidateEndpoints(client, ADMIN_READS);
    },
  });
}
