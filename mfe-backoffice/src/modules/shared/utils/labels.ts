import type { AdminRegistrationRow, AdminTeamRow, MessageId } from '@hackathon/contracts';
import { tr } from './text';

/*
 * The words the back office's lists, cards and details show for a stored value: one place for the
 * admin sections and the read-only data tabs of the region and super admins. The stored values
 * stay as they are; only their words follow the reader's language.
 */

/** 'pending' -> 'Pending'; `missing` ('—') when empty. */
export function capitalised(value: string | null | undefined, missing = '—'): string {
  if (!value) return missing;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A known value's words, else the value capitalised (a value the screens do not know yet). */
function known(ids: Readonly<Record<string, MessageId>>, value: string | null | undefined, missing = '—'): string {
  if (value && Object.hasOwn(ids, value)) return tr(ids[value]!);
  return capitalised(value, missing);
}

const GENDER: Readonly<Record<string, MessageId>> = {
  male: 'dashboards.shared.gender.male',
  female: 'dashboards.shared.gender.female',
  other: 'dashboards.shared.gender.other',
};

const REGISTRATION_STATUS: Readonly<Record<string, MessageId>> = {
  pending: 'dashboards.shared.registrationStatus.pending',
  approved: 'dashboards.shared.registrationStatus.approved',
  rejected: 'dashboards.shared.registrationStatus.rejected',
};

const CATEGORY: Readonly<Record<string, MessageId>> = {
  jr: 'dashboards.shared.category.jr',
  sr: 'dashboards.shared.category.sr',
};

/** 'female' -> 'Female'. */
export const genderLabel = (gender: string | null | undefined): string => known(GENDER, gender);

/** 'approved' -> 'Approved'. */
export const registrationStatusLabel = (status: string | null | undefined): string => known(REGISTRATION_STATUS, status);

/** 'jr' -> 'Junior', 'sr' -> 'Senior' (CATEGORY_LABEL's words); another value as given. */
export function categoryLabel(category: string): string {
  return Object.hasOwn(CATEGORY, category) ? tr(CATEGORY[category]!) : category;
}

/** '3 (2 Junior, 1 Senior)', or 'No teams'. */
export function teamsSummary(row: Pick<AdminRegistrationRow, 'teamCount' | 'jrTeams' | 'srTeams'>): string {
  if (!row.teamCount) return tr('dashboards.shared.teams.none');
  return tr('dashboards.shared.teams.summary', { total: row.teamCount, jr: row.jrTeams, sr: row.srTeams });
}

/** 'Name (MNT-1)' of the assigned mentor; spec: 'Unassigned' if none. */
export function mentorLabel(team: Pick<AdminTeamRow, 'mentor' | 'assignedMentorName'>): string {
  if (team.mentor?.name) return team.mentor.mentorId ? `${team.mentor.name} (${team.mentor.mentorId})` : team.mentor.name;
  return team.assignedMentorName?.trim() || tr('dashboards.shared.mentor.unassigned');
}
