import { useEndpointQuery } from '@hackathon/api-client';
import { SCHEDULE_API } from '@hackathon/contracts';
import { scheduleState } from '../utils/schedule';

/** The school's bootcamp schedule; a 404 means it is not released yet (never retried). */
export function useSchedule(schoolCode: string | null) {
  const query = useEndpointQuery(null, SCHEDULE_API.forSchool, schoolCode ? [schoolCode] : null, {
    request: { requireToken: true },
  });
  const state = scheduleState({ schoolCode, isPending: query.isPending, error: query.error, hasData: query.data !== undefined });
  return { query, state };
}
