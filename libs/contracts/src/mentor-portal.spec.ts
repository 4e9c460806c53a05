import type { MentorAccount, MentorAccountState } from './entities';
import { readInLocale } from './i18n/translate';
import { loadServerCatalogues } from './i18n/server-catalogues';
import { mentorAccountText, mentorInviteAction } from './mentor-portal';

loadServerCatalogues();

const account = (state: MentorAccountState, extra: Partial<MentorAccount> = {}): MentorAccount => ({ state, invitedAt: null, lastSignInAt: null, ...extra });

describe("a mentor's portal account as screens show it", () => {
  it('words each state, with the invitation date and the last sign-in in Indian Standard Time', () => {
    expect(mentorAccountText(account('not_invited'))).toBe('Not invited');
    expect(mentorAccountText(account('invited', { invitedAt: '2026-11-27T20:00:00Z' }))).toBe('Invited on 28 Nov 2026');
    expect(mentorAccountText(account('invited'))).toBe('Invited');
    expect(mentorAccountText(account('active'))).toBe('Active · not signed in yet');
    expect(mentorAccountText(account('active', { lastSignInAt: '2026-11-28T05:00:00Z' }))).toMatch(/^Active · last sign-in 28 Nov 2026, 10:30/);
    expect(mentorAccountText(account('disabled'))).toBe('Disabled');
    expect(readInLocale('hi', () => mentorAccountText(account('invited', { invitedAt: '2026-11-27T20:00:00Z' })))).toBe('आमंत्रण 28 नवंबर 2026 को भेजा गया');
  });

  it('offers the invitation the API accepts: Invite, Resend, or nothing for an active account or an inactive mentor', () => {
    expect(mentorInviteAction({ isActive: true, account: account('not_invited') })).toBe('invite');
    expect(mentorInviteAction({ isActive: true, account: account('disabled') })).toBe('invite');
    expect(mentorInviteAction({ isActive: true, account: account('invited') })).toBe('resend');
    expect(mentorInviteAction({ isActive: true, account: account('active') })).toBeNull();
    expect(mentorInviteAction({ isActive: false, account: account('not_invited') })).toBeNull();
    expect(mentorInviteAction({ isActive: false, account: account('disabled') })).toBeNull();
  });
});
