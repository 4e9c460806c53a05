import type { AdminTeamCounters } from '@hackathon/contracts';
import { mentorLabel, statusToggle, TEAM_FILTERS, teamStats } from './teamView';

describe('TEAM_FILTERS', () => {
  it("lists the spec's Active, Inactive and Suspended first", () => {
    const status = TEAM_FILTERS.find((f) => f.key === 'status');
    expect(status?.options.slice(0, 3).map((o) => o.label)).toEqual(['Active', 'Inactive', 'Suspended']);
  });
});

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
    const counters = {
      total: 2700,
      byStatus: { ACTIVE: 2000, INACTIVE: 500, SUSPENDED: 10, FINALIST: 40, WINNER: 0, ELIMINATED: 150 },
      byCategory: { jr: 1500, sr: 1200 },
      byPhase: { 1: 2000, 2: 600, 3: 100 },
      withMentor: 2100,
      withoutMentor: 600,
      members: 11500,
    } as AdminTeamCounters;
    const stats = Object.fromEntries(teamStats(counters).map((s) => [s.key, s]));
    expect(stats.total.value).toBe('2,700');
    expect(stats.total.subtitle).toBe('Junior 1,500 · Senior 1,200');
    expect(stats.active.value).toBe('2,000');
    expect(stats.active.filter).toEqual({ key: 'status', value: 'ACTIVE' });
    expect(stats['without-mentor'].value).toBe('600');
    expect(stats.members.value).toBe('11,500');
  });
});

describe('mentorLabel', () => {
  it("names the mentor, else 'Unassigned'", () => {
    expect(mentorLabel({ mentor: { name: 'Asha', mentorId: 'M1' }, assignedMentorName: null })).toBe('Asha (M1)');
    expect(mentorLabel({ mentor: null, assignedMentorName: null })).toBe('Unassigned');
  });
});
