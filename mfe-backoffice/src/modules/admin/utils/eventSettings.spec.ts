import { API_MSG, type EventSettings } from '@hackathon/contracts';
import { applyChange, changeToast, lockChange, LOCK_SWITCHES } from './eventSettings';

const locked: EventSettings = { mentorsLocked: true, teamsLocked: true, updatedAt: '2025-08-20T10:00:00.000Z' };

describe('event settings card rules', () => {
  it('sends only the switch that moved, and nothing when it is already there', () => {
    expect(lockChange(locked, 'teamsLocked', false)).toEqual({ teamsLocked: false });
    expect(lockChange(locked, 'mentorsLocked', true)).toBeNull();
    // before the first read, a move is always sent
    expect(lockChange(undefined, 'mentorsLocked', true)).toEqual({ mentorsLocked: true });
  });

  it('shows the change on the switches while it is saved, leaving the other switch alone', () => {
    expect(applyChange(locked, { teamsLocked: false })).toEqual({ ...locked, teamsLocked: false });
    expect(applyChange(locked, {})).toEqual(locked);
  });

  it('says which lock moved in the toast', () => {
    expect(changeToast({ teamsLocked: false })).toBe('Teams unlocked for school admins');
    expect(changeToast({ mentorsLocked: true })).toBe('Mentors locked for school admins');
    expect(changeToast({ mentorsLocked: false, teamsLocked: true })).toBe('Mentors unlocked for school admins; Teams locked for school admins');
    expect(changeToast({})).toBe(API_MSG.eventSettingsUpdated);
  });

  it('lists mentors first, then teams', () => {
    expect(LOCK_SWITCHES.map((s) => s.key)).toEqual(['mentorsLocked', 'teamsLocked']);
  });
});
