import { useEndpointQuery } from '@hackathon/api-client';
import { DASHBOARD_REFRESH_MS, SETTINGS_API, type EventSettings } from '@hackathon/contracts';
import { isLocked } from './lock';

export interface LockState {
  settings: EventSettings | undefined;
  mentorsLocked: boolean;
  teamsLocked: boolean;
  isLoading: boolean;
  refetch: () => Promise<unknown>;
}

/** The mentor and team locks of the event settings, re-read with the dashboard (every 5 minutes). */
export function useEventSettings(enabled = true): LockState {
  const query = useEndpointQuery(null, SETTINGS_API.event, enabled ? [] : null, {
    refetchInterval: DASHBOARD_REFRESH_MS,
    request: { requireToken: true, skipAuthRedirect: true },
  });
  return {
    settings: query.data,
    mentorsLocked: isLocked(query.data, 'mentors'),
    teamsLocked: isLocked(query.data, 'teams'),
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    refetch: query.refetch,
  };
}
