import type { Mentor, Team } from '@hackathon/contracts';
import { TEAM_FILTERS, TEAM_FILTER_LABEL, assignableMentors, filterTeams, matchesTeamSearch } from './teamFilters';

const team = (over: Partial<Team>): Team =>
  ({
    teamId: 'A1001JR1',
    teamName: 'Robo Rangers',
    category: 'jr',
    assignedMentorName: 'Asha Verma',
    members: [{ name: 'Kavya', studentId: 'STU-9' }],
    ...over,
  }) as Team;

describe('team search and category filter', () => {
  const jr = team({});
  const sr = team({ teamId: 'A1001SR1', teamName: 'Neural Ninjas', category: 'sr', assignedMentorName: null, members: [] });

  it('offers All, Junior (8th-10th) and Senior (11th-12th)', () => {
    expect(TEAM_FILTERS.map((f) => TEAM_FILTER_LABEL[f])).toEqual(['All', 'Junior (8th-10th)', 'Senior (11th-12th)']);
  });

  it('searches name, team ID, mentor and members', () => {
    expect(matchesTeamSearch(jr, 'rangers')).toBe(true);
    expect(matchesTeamSearch(jr, 'a1001jr')).toBe(true);
    expect(matchesTeamSearch(jr, 'asha')).toBe(true);
    expect(matchesTeamSearch(jr, 'kavya')).toBe(true);
    expect(matchesTeamSearch(jr, 'stu-9')).toBe(true);
    expect(matchesTeamSearch(sr, 'asha')).toBe(false);
  });

  it('filters by category, with search on top', () => {
    expect(filterTeams([jr, sr], '', 'all')).toEqual([jr, sr]);
    expect(filterTeams([jr, sr], '', 'sr')).toEqual([sr]);
    expect(filterTeams([jr, sr], 'ninja', 'jr')).toEqual([]);
    expect(filterTeams([{ ...jr, category: undefined as never }], '', 'jr')).toHaveLength(1);
  });
});

describe('assignableMentors', () => {
  const mentor = (id: string, teams: number, isActive = true) =>
    ({ _id: id, mentorId: `M-${id}`, isActive, assignedTeams: Array.from({ length: teams }, () => ({})) }) as unknown as Mentor;

  it('offers active mentors with room, and always the current mentor', () => {
    const list = [mentor('a', 0), mentor('b', 2), mentor('c', 1, false), mentor('d', 1)];
    expect(assignableMentors(list, null, 2).map((m) => m._id)).toEqual(['a', 'd']);
    expect(assignableMentors(list, 'b', 2).map((m) => m._id)).toEqual(['a', 'b', 'd']);
    expect(assignableMentors(list, 'M-c', 2).map((m) => m._id)).toEqual(['a', 'c', 'd']);
  });
});
