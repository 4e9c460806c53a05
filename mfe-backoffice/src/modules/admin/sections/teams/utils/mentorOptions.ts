import { LIMITS, type AdminMentorRow, type AdminTeamRow } from '@hackathon/contracts';

/** One mentor of the assign-mentor modal. */
export interface MentorOption {
  _id: string;
  mentorId: string;
  name: string;
  designation: string;
  /** Teams the mentor mentors now. */
  teams: number;
  /** The mentor of this team already. */
  isCurrent: boolean;
  /** At capacity (2 teams) with other teams: shown as FULL, not selectable. */
  isFull: boolean;
}

/** The team's mentor, as its `_id` (the list row carries the mentor's details; assignedMentor as a fallback). */
export function currentMentorId(team: Pick<AdminTeamRow, 'mentor' | 'assignedMentor'>): string | null {
  return team.mentor?._id ?? team.assignedMentor ?? null;
}

/**
 * Spec: only active mentors of the same school; mentors with 2 or more assigned teams show as
 * FULL and cannot be chosen (the team's own mentor stays selectable: it is already counted).
 */
export function mentorOptions(mentors: readonly AdminMentorRow[], team: Pick<AdminTeamRow, 'schoolCode' | 'mentor' | 'assignedMentor'>): MentorOption[] {
  const current = currentMentorId(team);
  return mentors
    .filter((mentor) => mentor.isActive && mentor.schoolCode === team.schoolCode)
    .map((mentor) => {
      const teams = mentor.assignedTeamsCount ?? mentor.assignedTeams?.length ?? 0;
      const isCurrent = mentor._id === current || (current !== null && mentor.mentorId === current);
      return {
        _id: mentor._id,
        mentorId: mentor.mentorId,
        name: mentor.fullName || mentor.name,
        designation: mentor.designation,
        teams,
        isCurrent,
        isFull: !isCurrent && teams >= LIMITS.mentorTeamCapacity,
      };
    });
}

/** What Assign may send: a chosen mentor that is not FULL and not already the team's. */
export function canAssign(option: MentorOption | undefined): boolean {
  return option !== undefined && !option.isFull && !option.isCurrent;
}
