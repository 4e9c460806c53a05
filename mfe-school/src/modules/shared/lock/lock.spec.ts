import { ApiError } from '@hackathon/api-client';
import { isLocked, isLockedRefusal, lockedMessage } from './lock';

describe('lock', () => {
  it("words each locked action as the spec's toast", () => {
    expect(lockedMessage('mentors', 'add')).toBe('Add mentor functionality is currently locked');
    expect(lockedMessage('mentors', 'edit')).toBe('Edit mentor functionality is currently locked');
    expect(lockedMessage('mentors', 'delete')).toBe('Delete mentor functionality is currently locked');
    expect(lockedMessage('mentors', 'manage')).toBe('Mentor management functionality is currently locked');
    expect(lockedMessage('teams', 'add')).toBe('Add team functionality is currently locked');
    expect(lockedMessage('teams', 'edit')).toBe('Edit team functionality is currently locked');
    expect(lockedMessage('teams', 'delete')).toBe('Delete team functionality is currently locked');
    expect(lockedMessage('teams', 'manage')).toBe('Team management functionality is currently locked');
  });

  it('reads each subject from the settings, locked while unknown', () => {
    expect(isLocked(undefined, 'mentors')).toBe(true);
    expect(isLocked({ mentorsLocked: false, teamsLocked: true }, 'mentors')).toBe(false);
    expect(isLocked({ mentorsLocked: false, teamsLocked: true }, 'teams')).toBe(true);
    expect(isLocked({ mentorsLocked: true, teamsLocked: false }, 'teams')).toBe(false);
  });

  it('recognises a server refusal because of the lock', () => {
    const refusal = (status: number, message: string) => new ApiError({ code: 'UNKNOWN_ERROR', status, message, serverMessage: message });
    expect(isLockedRefusal(refusal(423, 'Add team functionality is currently locked'))).toBe(true);
    expect(isLockedRefusal(refusal(403, 'You do not have permission to perform this action'))).toBe(false);
    expect(isLockedRefusal(new Error('Add team functionality is currently locked'))).toBe(false);
  });
});
