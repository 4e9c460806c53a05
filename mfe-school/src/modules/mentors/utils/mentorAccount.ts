import { mentorInviteAction, type Mentor, type MentorInviteAction } from '@hackathon/contracts';
import { isActiveMentor } from './mentorFilters';

/**
 * What the card offers for the account: the invitation the API accepts (contracts'
 * mentorInviteAction), or, for an inactive mentor whose account is not active, 'inactive': the card
 * says to mark the mentor active first. The mentor lock plays no part: inviting stays open while locked.
 */
export type InviteAction = MentorInviteAction | 'inactive' | null;

export function inviteAction(mentor: Pick<Mentor, 'account' | 'isActive'>): InviteAction {
  if (mentor.account.state !== 'active' && !isActiveMentor(mentor)) return 'inactive';
  return mentorInviteAction(mentor);
}
