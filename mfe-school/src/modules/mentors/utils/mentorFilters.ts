import type { Mentor } from '@hackathon/contracts';
import { labelTable } from '../../../i18n';

export type MentorFilter = 'all' | 'active' | 'inactive' | 'assigned' | 'unassigned';

export const MENTOR_FILTER_LABEL: Record<MentorFilter, string> = labelTable({
  all: 'school.mentors.filter.all',
  active: 'school.mentors.filter.active',
  inactive: 'school.mentors.filter.inactive',
  assigned: 'school.mentors.filter.assigned',
  unassigned: 'school.mentors.filter.unassigned',
});

export const MENTOR_FILTERS = Object.keys(MENTOR_FILTER_LABEL) as MentorFilter[];

type FilterableMentor = Pick<Mentor, 'name' | 'mentorId' | 'contactNumber' | 'emailId' | 'isActive' | 'assignedTeams'>;

/** isActive defaults to true (participant spec, section 3). */
export const isActiveMentor = (mentor: Pick<Mentor, 'isActive'>): boolean => mentor.isActive !== false;

export const teamCountOf = (mentor: Pick<Mentor, 'assignedTeams'>): number =>
  Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams.length : 0;

/** Search by name, mentor ID, phone or email (case-insensitive; spaces in a phone query ignored). */
export function matchesMentorSearch(mentor: FilterableMentor, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/[\s-]/g, '');
  return (
    (mentor.name ?? '').toLowerCase().includes(q) ||
    (mentor.mentorId ?? '').toLowerCase().includes(q) ||
    (mentor.emailId ?? '').toLowerCase().includes(q) ||
    (digits !== '' && (mentor.contactNumber ?? '').includes(digits))
  );
}

export function matchesMentorFilter(mentor: FilterableMentor, filter: MentorFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'active':
      return isActiveMentor(mentor);
    case 'inactive':
      return !isActiveMentor(mentor);
    case 'assigned':
      return teamCountOf(mentor) > 0;
    case 'unassigned':
      return teamCountOf(mentor) === 0;
  }
}

export function filterMentors<T extends FilterableMentor>(mentors: readonly T[], query: string, filter: MentorFilter): T[] {
  return mentors.filter((mentor) => matchesMentorFilter(mentor, filter) && matchesMentorSearch(mentor, query));
}
