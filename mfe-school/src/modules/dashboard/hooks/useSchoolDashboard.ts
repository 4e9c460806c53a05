import { useCallback, useMemo } from 'react';
import { useEndpointQuery, type ApiError } from '@hackathon/api-client';
import {
  DASHBOARD_REFRESH_MS,
  MENTORS_API,
  REGISTRATION_API,
  TEAMS_API,
  TIMEOUTS_MS,
  type Mentor,
  type Registration,
  type Team,
} from '@hackathon/contracts';
import { summariseMentors, summariseTeams, type MentorSummary, type TeamSummary } from '../../shared/utils/summary';
import { isPartialLoad, type LoadOutcome } from '../utils/messages';

export interface SchoolDashboard {
  registration: Registration | undefined;
  mentors: Mentor[];
  teams: Team[];
  mentorSummary: MentorSummary;
  teamSummary: TeamSummary;
  /** First load of all three reads. */
  isLoading: boolean;
  isRefreshing: boolean;
  /** Every read failed (nothing to show but the error). */
  isFailed: boolean;
  isPartial: boolean;
  outcome: LoadOutcome;
  /** The first error, in the order registration, mentors, teams. */
  error: ApiError | null;
  errorUpdatedAt: number;
  lastUpdated: number | null;
  refresh: () => Promise<void>;
}

/**
 * The school admin dashboard's reads: registration by school code, mentors and teams of the
 * school. Each refreshes every 5 minutes (DASHBOARD_REFRESH_MS). A null code keeps them idle.
 */
export function useSchoolDashboard(schoolCode: string | null): SchoolDashboard {
  const params: [string] | null = schoolCode ? [schoolCode] : null;
  // a 401 is handled by the page ('Authentication expired...' then /login), not by the client's silent redirect
  const common = { refetchInterval: DASHBOARD_REFRESH_MS, request: { requireToken: true, skipAuthRedirect: true } } as const;

  const registration = useEndpointQuery(null, REGISTRATION_API.byKv, params, {
    ...common,
    request: { ...common.request, timeoutMs: TIMEOUTS_MS.registration },
  });
  const mentors = useEndpointQuery(null, MENTORS_API.bySchool, params, common);
  const teams = useEndpointQuery(null, TEAMS_API.bySchool, params, common);

  const refetchRegistration = registration.refetch;
  const refetchMentors = mentors.refetch;
  const refetchTeams = teams.refetch;
  const refresh = useCallback(async () => {
    await Promise.all([refetchRegistration(), refetchMentors(), refetchTeams()]);
  }, [refetchRegistration, refetchMentors, refetchTeams]);

  const mentorList = useMemo(() => mentors.data ?? [], [mentors.data]);
  const teamList = useMemo(() => teams.data ?? [], [teams.data]);
  const queries = [registration, mentors, teams];
  const outcome: LoadOutcome = {
    registrationLoaded: registration.data !== undefined && !registration.isError,
    mentors: mentors.data !== undefined && !mentors.isError ? mentorList.length : null,
    teams: teams.data !== undefined && !teams.isError ? teamList.length : null,
  };
  const firstError = queries.find((query) => query.isError)?.error ?? null;
  const updatedTimes = queries.map((query) => query.dataUpdatedAt).filter((time) => time > 0);

  return {
    registration: registration.data,
    mentors: mentorList,
    teams: teamList,
    mentorSummary: useMemo(() => summariseMentors(mentorList), [mentorList]),
    teamSummary: useMemo(() => summariseTeams(teamList), [teamList]),
    isLoading: queries.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    isRefreshing: queries.some((query) => query.isFetching),
    isFailed: queries.every((query) => query.isError),
    isPartial: isPartialLoad(outcome),
    outcome,
    error: firstError,
    errorUpdatedAt: Math.max(...queries.map((query) => query.errorUpdatedAt)),
    lastUpdated: updatedTimes.length ? Math.max(...updatedTimes) : null,
    refresh,
  };
}
