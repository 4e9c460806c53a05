import { MENTOR_ACCOUNT_STATES, MENTOR_ACCOUNT_STATE_LABELS } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { filterOf, optionsOf } from '../../../shared/utils/filters';
import { tr } from '../../../../i18n';

/** Portal account (mentors, issue 26; judges, issue 27): All, Not invited, Invited, Active, Disabled; sent as `accountState` (the API filters). */
export const ACCOUNT_STATE_FILTER: FilterDef = filterOf(
  'accountState',
  () => tr('backoffice.mentors.account.title'),
  optionsOf(MENTOR_ACCOUNT_STATES, (state) => MENTOR_ACCOUNT_STATE_LABELS[state]),
);
