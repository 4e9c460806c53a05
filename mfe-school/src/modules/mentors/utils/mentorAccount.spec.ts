import type { Mentor, MentorAccount } from '@hackathon/contracts';
import { inviteAction } from './mentorAccount';

const withAccount = (account: Partial<MentorAccount>, isActive = true) =>
  ({ isActive, account: { state: 'not_invited', invitedAt: null, lastSignInAt: null, ...account } }) as Pick<Mentor, 'account' | 'isActive'>;

describe('inviteAction', () => {
  it('offers Invite when never invited or disabled, Resend when invited, nothing when active', () => {
    expect(inviteAction(withAccount({ state: 'not_invited' }))).toBe('invite');
    expect(inviteAction(withAccount({ state: 'disabled' }))).toBe('invite');
    expect(inviteAction(withAccount({ state: 'invited' }))).toBe('resend');
    expect(inviteAction(withAccount({ state: 'active' }))).toBeNull();
  });

  it('sends an inactive mentor to be marked active first (the server refuses the invitation)', () => {
    expect(inviteAction(withAccount({ state: 'disabled' }, false))).toBe('inactive');
    expect(inviteAction(withAccount({ state: 'not_invited' }, false))).toBe('inactive');
    expect(inviteAction(withAccount({ state: 'active' }, false))).toBeNull();
  });
});
