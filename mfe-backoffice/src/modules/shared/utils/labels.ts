import type { AdminRegistrationRow, AdminTeamRow } from '@hackathon/contracts';

/*
 * The words the back office's lists, cards and details show for a stored value: one place for the
 * admin sections and the read-only data tabs of the region and super admins.
 */

/** 'pending' -> 'Pending'; `missing` ('—') when empty. */
export function capitalised(value: string | null | undefined, missing = '—'): string {
  if (!value) return missing;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'female' -> 'Female'. */
export const genderLabel = (gender: string | null | undefined): string => capitalised(gender);

/** 'approved' -> 'Approved'. */
export const registrationStatusLabel = (status: string | null | undefined): string => capitalised(status);

/** '3 (2 Junior, 1 Senior)', or 'No teams'. */
export function teamsSummary(row: Pick<AdminRegistrationRow, 'teamCount' | 'jrTeams' | 'srTeams'>): string {
  if (!row.teamCount) return 'No teams';
  return `${row.teamCount} (${row.jrTeams} Junior, ${row.srTeams} Senior)`;
}

/** 'Name (MNT-1)' of the assigned mentor; spec: 'Unassigned' if none. */
export function mentorLabel(team: Pick<AdminTeamRow, 'mentor' | 'assignedMentorName'>): string {
  if (team.mentor?.name) return team.mentor.mentorId ? `${team.mentor.name} (${team.mentor.mentorId})` : team.mentor.name;
  return team.assignedMentorName?.trim() || 'Unassigned';
}
