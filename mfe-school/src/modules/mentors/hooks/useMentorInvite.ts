import { useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, MENTORS_API, type Mentor } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useSchoolInvalidation } from '../../shared/useSchoolInvalidation';
import { httpStatus, serverMessageOr } from '../../shared/utils/serverErrors';
import { useT } from '../../../i18n';

/**
 * Invites a mentor to the portal, or sends the invitation again (issue 26): toasts the server's
 * words either way (its 429 says the hour's 3 invitations are used) and re-reads the school's lists
 * after a success. A 409 (the account became active meanwhile) re-reads them too, so the card
 * catches up. Not gated by the mentor lock: inviting stays open while locked.
 */
export function useMentorInvite(schoolCode: string) {
  const t = useT();
  const { afterChange, afterRefusal } = useSchoolInvalidation(schoolCode);
  const mutation = useEndpointMutation(MENTORS_API.invite, (id: string) => ({ params: [id] as [string], requireToken: true }), {
    onSuccess: afterChange,
    onError: (error) => {
      afterRefusal(error);
      if (httpStatus(error) === 409) void afterChange();
    },
  });
  const invite = async (mentor: Mentor) => {
    try {
      const result = await mutation.mutateAsync(mentor._id || mentor.mentorId);
      toast.success(result.message || API_MSG.mentorInvited);
    } catch (error) {
      toast.error(serverMessageOr(error, t('school.mentors.account.inviteFailed')));
    }
  };
  return { invite, pending: mutation.isPending };
}
