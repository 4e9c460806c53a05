import { DEFAULTS, LIMITS, type Category, type Mentor, type Team } from '@hackathon/contracts';

export interface MentorSummary {
  total: number;
  max: number;
  /** Mentors with at least one team. */
  assigned: number;
  /** Mentors with no team. */
  unassigned: number;
  /** Active mentors who can still take a team (fewer than the mentor capacity of 2 teams). */
  available: number;
}

export interface TeamSummary {
  total: number;
  max: number;
  junior: number;
  senior: number;
  students: number;
}

function assignedCount(mentor: Pick<Mentor, 'assignedTeams'>): number {
  return Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams.length : 0;
}

export function summariseMentors(mentors: readonly Pick<Mentor, 'assignedTeams' | 'isActive'>[]): MentorSummary {
  const assigned = mentors.filter((mentor) => assignedCount(mentor) > 0).length;
  const available = mentors.filter(
    // isActive defaults to true (participant spec, section 3)
    (mentor) => mentor.isActive !== false && assignedCount(mentor) < LIMITS.mentorTeamCapacity,
  ).length;
  return {
    total: mentors.length,
    max: LIMITS.maxMentorsPerSchool,
    assigned,
    unassigned: mentors.length - assigned,
    available,
  };
}

/** Category of a team; a missing or unknown value is the default 'jr'. */
export function teamCategory(team: Pick<Team, 'category'>): Category {
  return team.category === 'sr' ? 'sr' : DEFAULTS.category;
}

export function summariseTeams(teams: readonly Pick<Team, 'category' | 'members'>[]): TeamSummary {
  const senior = teams.filter((team) => teamCategory(team) === 'sr').length;
  const students = teams.reduce((sum, team) => sum + (Array.isArray(team.members) ? team.members.length : 0), 0);
  return { total: teams.length, max: LIMITS.maxTeamsPerSchool, junior: teams.length - senior, senior, students };
}

/** Teams of each category, in the order Junior then Senior. */
export function groupTeamsByCategory<T extends Pick<Team, 'category'>>(teams: readonly T[]): Record<Category, T[]> {
  const groups: Record<Category, T[]> = { jr: [], sr: [] };
  for (const team of teams) groups[teamCategory(team)].push(team);
  return groups;
}
