import { useEndpointMutation } from '@hackathon/api-client';
import { MENTORS_API, type MentorInput, type MentorUpdateInput } from '@hackathon/contracts';
import { useSchoolInvalidation } from '../../shared/useSchoolInvalidation';

/** Create, update and delete of the school's mentors; each refreshes the lists when it succeeds. */
export function useMentorMutations(schoolCode: string) {
  const { afterChange, afterRefusal } = useSchoolInvalidation(schoolCode);
  const options = { onSuccess: afterChange, onError: afterRefusal };
  const create = useEndpointMutation(MENTORS_API.create, (body: MentorInput) => ({ params: [] as [], body, requireToken: true }), options);
  const update = useEndpointMutation(
    MENTORS_API.update,
    ({ id, body }: { id: string; body: MentorUpdateInput }) => ({ params: [id] as [string], body, requireToken: true }),
    options,
  );
  const remove = useEndpointMutation(
    MENTORS_API.remove,
    // force: the confirmation told the user the mentor's teams lose their mentor
    ({ id, force }: { id: string; force: boolean }) => ({ params: [id] as [string], query: force ? { force: 'true' as const } : undefined, requireToken: true }),
    options,
  );
  return { create, update, remove };
}
