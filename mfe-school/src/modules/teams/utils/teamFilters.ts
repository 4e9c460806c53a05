import type { Category, Mentor, Team } from '@hackathon/contracts';
import { teamCategory } from '../../shared/utils/summary';
import { labelTable } from '../../../i18n';

export type TeamCategoryFilter = 'all' | Category;

export const TEAM_FILTER_LABEL: Record<TeamCategoryFilter, string> = labelTable({
  all: 'school.categoryFilter.all',
  jr: 'school.categoryFilter.jr',
  sr: 'school.categoryFilter.sr',
});
export const TEAM_FILTERS: TeamCategoryFilter[] = ['all', 'jr', 'sr'];

type SearchableTeam = Pick<Team, 'teamName' | 'teamId' | 'assignedMentorName' | 'members' | 'category'>;

/** Search by team name, team ID, mentor name or a member's name or student ID. */
export function matchesTeamSearch(team: SearchableTeam, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const has = (value: string | null | undefined) => (value ?? '').toLowerCase().includes(q);
  const members = Array.isArray(team.members) ? team.members : [];
  return (
    has(team.teamName) ||
    has(team.teamId) ||
    has(team.assignedMentorName) ||
    members.some((member) => has(member.name) || has(member.studentId))
  );
}

export function filterTeams<T extends SearchableTeam>(teams: readonly T[], query: string, category: TeamCategoryFilter): T[] {
  return teams.filter((team) => (category === 'all' || teamCategory(team) === category) && matchesTeamSearch(team, query));
}

/**
 * Mentors a team may be given: the school's active mentors with room for another team
 * (fewer than 2), plus the team's current mentor whatever their load.
 */
export function assignableMentors(
  mentors: readonly Mentor[],
  currentMentorId: string | null | undefined,
  capacity: number,
): Mentor[] {
  return mentors.filter((mentor) => {
    const isCurrent = Boolean(currentMentorId) && (mentor._id === currentMentorId || mentor.mentorId === currentMentorId);
    if (isCurrent) return true;
    const load = Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams.length : 0;
    return mentor.isActive !== false && load < capacity;
  });
}
