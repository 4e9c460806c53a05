import type { AssignedTeam } from '@hackathon/contracts';
import { groupTeamsByCategory, summariseMentors, summariseTeams } from './summary';

const team = (teamId: string): AssignedTeam => ({ teamId, teamName: teamId, category: 'jr', members: 3 });
const members = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `S${i}` })) as never[];

describe('summariseMentors', () => {
  it('counts assigned, unassigned and available mentors against the maximum of 2', () => {
    const summary = summariseMentors([
      { isActive: true, assignedTeams: [team('a'), team('b')] }, // full: assigned, not available
      { isActive: true, assignedTeams: [] }, // unassigned, available
    ]);
    expect(summary).toEqual({ total: 2, max: 2, assigned: 1, unassigned: 1, available: 1 });
  });

  it('treats a mentor with one team as assigned and still available', () => {
    expect(summariseMentors([{ isActive: true, assignedTeams: [team('a')] }])).toMatchObject({ assigned: 1, available: 1 });
  });

  it('never counts an inactive mentor as available', () => {
    expect(summariseMentors([{ isActive: false, assignedTeams: [] }])).toMatchObject({ unassigned: 1, available: 0 });
  });

  it('reads a missing assignedTeams list as no teams', () => {
    expect(summariseMentors([{ isActive: true } as never])).toMatchObject({ assigned: 0, unassigned: 1, available: 1 });
  });

  it('gives zeros for a school without mentors', () => {
    expect(summariseMentors([])).toEqual({ total: 0, max: 2, assigned: 0, unassigned: 0, available: 0 });
  });
});

describe('summariseTeams', () => {
  it('counts Junior and Senior teams and their students against the maximum of 4', () => {
    const summary = summariseTeams([
      { category: 'jr', members: members(5) },
      { category: 'sr', members: members(4) },
      { category: 'sr', members: members(3) },
    ]);
    expect(summary).toEqual({ total: 3, max: 4, junior: 1, senior: 2, students: 12 });
  });

  it('counts a team without a category as Junior (the default)', () => {
    expect(summariseTeams([{ members: [] } as never])).toMatchObject({ junior: 1, senior: 0, students: 0 });
  });

  it('groups teams by category, Junior first', () => {
    const groups = groupTeamsByCategory([
      { category: 'sr' as const, teamId: 'S1' },
      { category: 'jr' as const, teamId: 'J1' },
      { category: 'sr' as const, teamId: 'S2' },
    ]);
    expect(groups.jr.map((t) => t.teamId)).toEqual(['J1']);
    expect(groups.sr.map((t) => t.teamId)).toEqual(['S1', 'S2']);
  });
});
