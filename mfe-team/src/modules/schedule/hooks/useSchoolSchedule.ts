import { useEndpointQuery } from '@hackathon/api-client';
import { SCHEDULE_API } from '@hackathon/contracts';

/** GET /school-time/kv/{schoolCode}: the team's school schedule (a team may read its own school's). 404 is an answer, not a retry. */
export function useSchoolSchedule(schoolCode: string | null) {
  return useEndpointQuery(null, SCHEDULE_API.forSchool, schoolCode ? [schoolCode] : null, {
    request: { requireToken: true },
  });
}
