import { useQueryClient } from '@tanstack/react-query';
import { setEndpointQueriesData, useEndpointMutation } from '@hackathon/api-client';
import { SCHEDULE_API, type ScheduleAttendanceInput } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { tr } from '../../shared/utils/text';
import { replaceRecord } from '../utils/schedule';

export interface AttendanceChange {
  kvCode: string;
  input: ScheduleAttendanceInput;
}

/**
 * PUT /schedule/{kvCode}/attendance: one day of one cohort Present or Absent. The server's record
 * replaces the row in every cached page of the list (every search, filter and page, and the
 * Total's one-row page), so the chip shows what was stored without a re-read.
 */
export function useAttendanceToggle() {
  const client = useQueryClient();
  return useEndpointMutation(SCHEDULE_API.setAttendance, ({ kvCode, input }: AttendanceChange) => ({ params: [kvCode] as [string], body: input, requireToken: true }), {
    onSuccess: ({ data }) => {
      setEndpointQueriesData(client, SCHEDULE_API.schooltimes, (page) => (page ? replaceRecord(page, data) : page));
      toast.success(tr('dashboards.schedule.attendanceSaved'));
    },
    onError: (error) => {
      if (error.shouldLogout) return;
      toast.error(error.serverMessage ? tr('dashboards.schedule.attendanceFailedWhy', { reason: error.serverMessage }) : tr('dashboards.schedule.attendanceFailed'));
    },
  });
}
