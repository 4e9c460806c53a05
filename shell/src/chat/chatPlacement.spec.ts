import { participantChatShown } from './chatPlacement';

describe('participantChatShown (issue 25: no participant chatbot in the back office)', () => {
  it('shows on the public and participant pages for visitors and participants', () => {
    expect(participantChatShown('/', null)).toBe(true);
    expect(participantChatShown('/register', undefined)).toBe(true);
    expect(participantChatShown('/school-dashboard', 'school_admin')).toBe(true);
    expect(participantChatShown('/team-dashboard', 'team')).toBe(true);
  });

  it('hides on every back-office page, whoever looks at it', () => {
    for (const path of ['/dashboard', '/dashboard/', '/registration/abc', '/edit-registration/abc', '/super-admin-dashboard', '/region-admin-dashboard']) {
      expect([path, participantChatShown(path, null)]).toEqual([path, false]);
    }
  });

  it('hides for back-office users on any page', () => {
    for (const role of ['admin', 'region_admin', 'super_admin'] as const) expect([role, participantChatShown('/', role)]).toEqual([role, false]);
  });
});
