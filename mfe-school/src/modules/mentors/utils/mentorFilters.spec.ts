import type { Mentor } from '@hackathon/contracts';
import { MENTOR_FILTERS, MENTOR_FILTER_LABEL, filterMentors, matchesMentorSearch } from './mentorFilters';

const mentor = (over: Partial<Mentor>): Mentor =>
  ({
    name: 'Asha Verma',
    mentorId: 'MNT-1001-1',
    contactNumber: '9876543210',
    emailId: 'asha@example.org',
    isActive: true,
    assignedTeams: [],
    ...over,
  }) as Mentor;

const asha = mentor({});
const ravi = mentor({
  name: 'Ravi Kumar',
  mentorId: 'MNT-1001-2',
  contactNumber: '9123456780',
  emailId: 'ravi@example.org',
  isActive: false,
  assignedTeams: [{ teamId: 'A1001JR1', teamName: 'Robo', category: 'jr', members: 4 }],
});

describe('mentor search', () => {
  it('finds by name, mentor ID, phone or email, case-insensitively', () => {
    expect(matchesMentorSearch(asha, 'asha')).toBe(true);
    expect(matchesMentorSearch(asha, 'mnt-1001-1')).toBe(true);
    expect(matchesMentorSearch(asha, '98765 432')).toBe(true);
    expect(matchesMentorSearch(asha, 'ASHA@EXAMPLE')).toBe(true);
    expect(matchesMentorSearch(asha, 'ravi')).toBe(false);
    expect(matchesMentorSearch(asha, '   ')).toBe(true);
  });
});

describe('mentor filters', () => {
  const all = [asha, ravi];
  it('offers the spec filters in order', () => {
    expect(MENTOR_FILTERS.map((f) => MENTOR_FILTER_LABEL[f])).toEqual(['All Mentors', 'Active', 'Inactive', 'Assigned to Teams', 'Not Assigned']);
  });

  it('filters by active flag and assignment, with search on top', () => {
    expect(filterMentors(all, '', 'all')).toEqual([asha, ravi]);
    expect(filterMentors(all, '', 'active')).toEqual([asha]);
    expect(filterMentors(all, '', 'inactive')).toEqual([ravi]);
    expect(filterMentors(all, '', 'assigned')).toEqual([ravi]);
    expect(filterMentors(all, '', 'unassigned')).toEqual([asha]);
    expect(filterMentors(all, 'ravi', 'unassigned')).toEqual([]);
  });

  it('treats a missing isActive as active and missing assignedTeams as none', () => {
    const bare = mentor({ isActive: undefined as never, assignedTeams: undefined as never });
    expect(filterMentors([bare], '', 'active')).toEqual([bare]);
    expect(filterMentors([bare], '', 'unassigned')).toEqual([bare]);
  });
});
