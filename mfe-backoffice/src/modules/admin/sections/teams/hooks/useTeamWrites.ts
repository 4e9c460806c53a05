import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, invalidateEndpoints, useEndpointQuery, type ApiError } from '@hackathon/api-client';
import {
  ADMIN_API,
  LIMITS,
  TIMEOUTS_MS,
  fromNamedPage,
  type AdminMentorRow,
  type AdminMentorsPage,
  type AdminTeamStatus,
  type AdminTeamUpdateInput,
  type Paginated,
  type Team,
} from '@hackathon/contracts';
import { ADMIN_READS } from '../../shared/adminReads';

/** PUT /admin/teams/{id}: the Edit Team fields (with updatedAt) or `{ assignedMentor }`. */
export function useUpdateTeam() {
  const client = useQueryClient();
  return useMutation<Team, ApiError, { id: string; body: AdminTeamUpdateInput }>({
    mutationFn: async ({ id, body }) => (await callEndpoint(ADMIN_API.updateTeam, { params: [id], body, requireToken: true })).data,
    onSuccess: () => invalidateEndpoints(client, ADMIN_READS),
    // someone else saved first: re-read, so the list and the next opening show their version
    onError: (error) => (error.status === 409 ? invalidateEndpoints(client, ADMIN_READS) : undefined),
  });
}

/** PUT /admin/teams/{id}/status: Mark Active / Mark Inactive. */
export function useUpdateTeamStatus() {
  const client = useQueryClient();
  return useMutation<Team, ApiError, { id: string; status: AdminTeamStatus }>({
    mutationFn: async ({ id, status }) => (await callEndpoint(ADMIN_API.updateTeamStatus, { params: [id], body: { status }, requireToken: true })).data,
    onSuccess: () => invalidateEndpoints(client, ADMIN_READS),
  });
}

/**
 * The assign-mentor modal's mentors: GET /admin/mentors with limit 100 (spec), read from
 * data.mentors, narrowed on the server to the team's school and the active mentors.
 */
export function useSchoolMentors(schoolCode: string | null) {
  return useEndpointQuery<AdminMentorsPage, [], Paginated<AdminMentorRow>>(
    null,
    ADMIN_API.mentors,
    schoolCode ? [] : null,
    {
      // its own key beside the Mentors section's pages: the query differs
      query: { schoolCode: schoolCode ?? '', status: 'active', limit: LIMITS.mentorListLimit },
      request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
      select: (page) => fromNamedPage(page, 'mentors'),
      staleTime: 0,
    },
  );
}
