import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, invalidateEndpoints, useEndpointMutation, type ApiError } from '@hackathon/api-client';
import { SCHEDULE_API, type AttendanceBulkInput, type AttendanceBulkResult } from '@hackathon/contracts';
import type { BulkPreviewAnswer } from '../../shared/hooks/useConfirmedBulk';

/**
 * The preview of POST /schedule/attendance/bulk (no `confirm`: nothing is written), asked again
 * for each body; never kept once the dialog closes.
 */
export function useBulkAttendancePreview(body: AttendanceBulkInput) {
  return useQuery<BulkPreviewAnswer<AttendanceBulkResult>, ApiError>({
    queryKey: ['bulk-attendance-preview', body],
    queryFn: async () => {
      const answer = await callEndpoint(SCHEDULE_API.bulkAttendance, { params: [], body, requireToken: true });
      return { result: answer.data, message: answer.message };
    },
    gcTime: 0,
    retry: false,
  });
}

/** The apply (`confirm: true`): then every cached page of the list is read again (each search, filter and page shows the new chips). */
export function useBulkAttendance() {
  const client = useQueryClient();
  return useEndpointMutation(SCHEDULE_API.bulkAttendance, (body: AttendanceBulkInput) => ({ params: [] as [], body, requireToken: true }), {
    onSuccess: ({ data }) => {
      if (data.confirmed) void invalidateEndpoints(client, [SCHEDULE_API.schooltimes]);
    },
  });
}
