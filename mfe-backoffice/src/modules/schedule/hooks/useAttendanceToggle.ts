import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '@hackathon/api-client';
import { SCHEDULE_API, SCHEDULE_MSG, type SchedulePage, type ScheduleAttendanceInput } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { replaceRecord } from '../utils/schedule';
import { scheduleKeys } from './useScheduleList';

export interface AttendanceChange {
  kvCode: string;
  input: ScheduleAttendanceInput;
}

/**
 * PUT /schedule/{kvCode}/attendance: one day of one cohort Present or Absent. The server's record
 * replaces the row in every loaded page, so the chip shows what was stored without a re-read.
 */
export function useAttendanceToggle() {
  const client = useQueryClient();
  return useEndpointMutation(SCHEDULE_API.setAttendance, ({ kvCode, input }: AttendanceChange) => ({ params: [kvCode] as [string], body: input, requireToken: true }), {
    onSuccess: ({ data }) => {
      client.setQueriesData<SchedulePage>({ queryKey: scheduleKeys.lists }, (page) => (page ? replaceRecord(page, data) : page));
      toast.success(SCHEDULE_MSG.attendanceSaved);
    },
    onError: (error) => {
      if (error.shouldLogout) return;
      toast.error(error.serverMessage ? `${SCHEDULE_MSG.attendanceFailed} (${error.serverMessage})` : SCHEDULE_MSG.attendanceFailed);
    },
  });
}
