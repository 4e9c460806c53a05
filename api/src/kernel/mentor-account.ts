import type { MentorAccount, MentorAccountState } from '@hackathon/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { accounts, mentors } from '../database/schema';
import { iso } from './lists/list-source';
import { outer } from './lists/sql';

/*
 * A mentor's portal account (issue 26) as the mentor lists show it: the state of the account bound
 * to the mentor (accounts.mentor_id, unique), read by correlated look-ups so that every mentor list
 * (the school's, the admin's and the region admin's) adds the same columns and filter without a join.
 */

/** One column of the mentor's bound account (`outer`: select lists render columns unqualified). */
const bound = (expression: string): SQL => sql`(select ${sql.raw(expression)} from ${accounts} as mentor_account where mentor_account.mentor_id = ${outer(mentors.id)})`;

/** not_invited (no account), disabled, active (a password set through the invitation) or invited. */
export const mentorAccountState: SQL<MentorAccountState> = sql<MentorAccountState>`coalesce(${bound(
  `case when mentor_account.disabled_at is not null then 'disabled' when mentor_account.email_verified_at is not null then 'active' else 'invited' end`,
)}, 'not_invited')`;

/** Select these beside the mentor's own columns; toMentorAccount turns them into the contract's `account`. */
export const MENTOR_ACCOUNT_COLUMNS = {
  accountState: mentorAccountState,
  accountInvitedAt: sql<Date | string | null>`${bound('mentor_account.invited_at')}`,
  accountLastSignInAt: sql<Date | string | null>`${bound('mentor_account.last_sign_in_at')}`,
};

export function toMentorAccount(row: { accountState: MentorAccountState; accountInvitedAt: Date | string | null; accountLastSignInAt: Date | string | null }): MentorAccount {
  return { state: row.accountState, invitedAt: iso(row.accountInvitedAt), lastSignInAt: iso(row.accountLastSignInAt) };
}

/** The list filter: mentors whose account is in `state`. */
export function mentorAccountStateIs(state: MentorAccountState): SQL {
  return sql`${mentorAccountState} = ${state}`;
}
