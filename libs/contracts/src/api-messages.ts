/**
 * The API's messages for conditions the specs do not word (issue 24): the `api` namespace of the
 * catalogue, apart from the specs' `messages` so that a page which shows none of them (the landing
 * page) does not download their English. Read like MSG: `API_MSG.paymentSubmitted`.
 */
import english from '@hackathon/catalogue/compiled/en/api.json';
import { messageTable } from './i18n/define';
import { loadCatalogue, translate } from './i18n/translate';

loadCatalogue('en', english);

export const API_MSG = messageTable(english, 'api', {
  mentorAssignedToTeams: (teamIds: string[]) => translate('api.mentorAssignedToTeams', { teamIds: teamIds.join(', ') }),
  eventLockChanged: (area: 'Mentors' | 'Teams', locked: boolean) => translate('api.eventLockChanged', { area, locked: String(locked) }),
  chatMessageTooLong: (max: number) => translate('api.chatMessageTooLong', { max }),
  chatHistoryTooLong: (max: number) => translate('api.chatHistoryTooLong', { max }),
  chatHistoryItemTooLong: (max: number) => translate('api.chatHistoryItemTooLong', { max }),
  chatDontKnow: (email: string, helpline: string, hours: string) => translate('api.chatDontKnow', { email, helpline, hours }),
  mentorDuplicateWarning: (field: string) => translate('api.mentorDuplicateWarning', { field }),
  teamStatusByPhases: (status: string) => translate('api.teamStatusByPhases', { status }),
});
