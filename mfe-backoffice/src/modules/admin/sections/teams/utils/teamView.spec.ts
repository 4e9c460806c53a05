import { statusToggle, teamStats } from './teamView';
import { TEAM_COUNTERS } from '../testing/fixtures';

describe('statusToggle', () => {
  it('offers Mark Inactive on an active team and Mark Active on an inactive or suspended one', () => {
    expect(statusToggle('ACTIVE')).toEqual({ status: 'INACTIVE', label: 'Mark Inactive' });
    expect(statusToggle('INACTIVE')).toEqual({ status: 'ACTIVE', label: 'Mark Active' });
    expect(statusToggle('SUSPENDED')).toEqual({ status: 'ACTIVE', label: 'Mark Active' });
  });

  it('leaves phase states to Phase Management', () => {
    expect(statusToggle('ELIMINATED')).toBeNull();
    expect(statusToggle('FINALIST')).toBeNull();
    expect(statusToggle('WINNER')).toBeNull();
  });
});

describe('teamStats', () => {
  it('shows dashes before the counters arrive', () => {
    expect(teamStats(undefined).every((s) => s.value === '—')).toBe(true);
  });

  it('reads the counters', () => {
    const stats = Object.fromEntries(teamStats(TEAM_COUNTERS).map((s) => [s.key, s]));
    expect(stats.total.value).toBe('2,700');
    expect(stats.total.subtitle).toBe('Junior 1,500 · Senior 1,200');
    expect(stats.active.value).toBe('2,000');
    expect(stats.active.filter).toEqual({ key: 'status', value: 'ACTIVE' });
    expect(stats['without-mentor'].value).toBe('600');
    expect(stats.members.value).toBe('11,500');
  });
});
