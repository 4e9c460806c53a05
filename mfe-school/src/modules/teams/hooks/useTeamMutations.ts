import { useMutation } from '@tanstack/react-query';
import { callEndpoint, useEndpointMutation, type ApiError } from '@hackathon/api-client';
import { TEAMS_API, type ApiSuccess, type Team, type TeamDeleteResult, type TeamInput, type TeamUpdateInput } from '@hackathon/contracts';
import { useSchoolInvalidation } from '../../shared/useSchoolInvalidation';
import { deleteTeamWithFallback } from '../utils/deleteTeam';

/** Create, update and delete of the school's teams; each refreshes mentors and teams when it succeeds. */
export function useTeamMutations(schoolCode: string) {
  const { afterChange, afterRefusal } = useSchoolInvalidation(schoolCode);
  const options = { onSuccess: afterChange, onError: afterRefusal };
  const create = useEndpointMutation(TEAMS_API.create, (body: TeamInput) => ({ params: [] as [], body, requireToken: true }), options);
  const update = useEndpointMutation(
    TEAMS_API.update,
    ({ id, body }: { id: string; body: TeamUpdateInput }) => ({ params: [id] as [string], body, requireToken: true }),
    options,
  );
  const remove = useMutation<ApiSuccess<TeamDeleteResult>, ApiError, Pick<Team, 'teamId' | '_id'>>({
    mutationFn: (team) =>
      deleteTeamWithFallback(
        team,
        (teamId) => callEndpoint(TEAMS_API.removeByTeamId, { params: [teamId], requireToken: true }),
        (id) => callEndpoint(TEAMS_API.remove, { params: [id], requireToken: true }),
      ),
    ...options,
  });
  return { create, update, remove };
}
