import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '@hackathon/api-client';
import { MENTORS_API, SETTINGS_API, TEAMS_API } from '@hackathon/contracts';
import { isLockedRefusal } from './lock/lock';

/**
 * Refreshes what a change touched: mentors and teams show each other (assigned teams, mentor
 * names), so both lists are re-read after either changes. A refusal because of the lock also
 * re-reads the settings so the banner catches up.
 */
export function useSchoolInvalidation(schoolCode: string) {
  const client = useQueryClient();
  const afterChange = useCallback(() => invalidateEndpoints(client, [MENTORS_API.bySchool, TEAMS_API.bySchool], [schoolCode]), [client, schoolCode]);
  const afterRefusal = useCallback(
    (error: unknown) => {
      if (isLockedRefusal(error)) void invalidateEndpoints(client, [SETTINGS_API.event]);
    },
    [client],
  );
  return { afterChange, afterRefusal };
}
