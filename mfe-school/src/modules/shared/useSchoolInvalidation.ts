import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventSettingsKey, schoolKeys } from '../dashboard/hooks/queryKeys';
import { isLockedRefusal } from './lock/lock';

/**
 * Refreshes what a change touched: mentors and teams show each other (assigned teams, mentor
 * names), so both lists are re-read after either changes. A refusal because of the lock also
 * re-reads the settings so the banner catches up.
 */
export function useSchoolInvalidation(schoolCode: string) {
  const client = useQueryClient();
  const afterChange = useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: schoolKeys.mentors(schoolCode) }),
        client.invalidateQueries({ queryKey: schoolKeys.teams(schoolCode) }),
      ]).then(() => undefined),
    [client, schoolCode],
  );
  const afterRefusal = useCallback(
    (error: unknown) => {
      if (isLockedRefusal(error)) void client.invalidateQueries({ queryKey: eventSettingsKey });
    },
    [client],
  );
  return { afterChange, afterRefusal };
}
