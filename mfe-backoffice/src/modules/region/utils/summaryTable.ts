import { LIMITS, type RegionSchoolSummary } from '@hackathon/contracts';

export type RegistrationFilter = 'all' | 'registered' | 'not_registered';
export type PaymentFilter = 'all' | 'submitted' | 'not_submitted';
export type CategoryFilter = 'all' | 'has_jr' | 'has_sr' | 'has_both';
export type MentorFilter = 'all' | 'with' | 'without';

export interface SummaryFilters {
  search: string;
  registration: RegistrationFilter;
  payment: PaymentFilter;
  category: CategoryFilter;
  mentors: MentorFilter;
}

export const EMPTY_FILTERS: SummaryFilters = {
  search: '',
  registration: 'all',
  payment: 'all',
  category: 'all',
  mentors: 'all',
};

/** A school's payment counts as submitted when its registration has any status other than not_submitted. */
export function isPaymentSubmitted(school: Pick<RegionSchoolSummary, 'paymentStatus'>): boolean {
  return Boolean(school.paymentStatus) && school.paymentStatus !== 'not_submitted';
}

/** Region and super views: verified green, submitted yellow, everything else red. */
export function paymentChipColor(school: Pick<RegionSchoolSummary, 'paymentStatus'>): 'success' | 'warning' | 'error' {
  if (school.paymentStatus === 'verified') return 'success';
  return school.paymentStatus === 'submitted' ? 'warning' : 'error';
}

export function hasActiveFilters(filters: SummaryFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.registration !== 'all' ||
    filters.payment !== 'all' ||
    filters.category !== 'all' ||
    filters.mentors !== 'all'
  );
}

/** Case-insensitive substring match on KV code or name. */
export function matchesSearch(school: Pick<RegionSchoolSummary, 'kvCode' | 'kvName'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return `${school.kvCode ?? ''}`.toLowerCase().includes(needle) || `${school.kvName ?? ''}`.toLowerCase().includes(needle);
}

function matchesCategory(school: RegionSchoolSummary, filter: CategoryFilter): boolean {
  const hasJr = school.jrTeams > 0;
  const hasSr = school.srTeams > 0;
  switch (filter) {
    case 'has_jr':
      return hasJr;
    case 'has_sr':
      return hasSr;
    case 'has_both':
      return hasJr && hasSr;
    default:
      return true;
  }
}

export function filterSchools(schools: readonly RegionSchoolSummary[], filters: SummaryFilters): RegionSchoolSummary[] {
  return schools.filter((school) => {
    if (!matchesSearch(school, filters.search)) return false;
    if (filters.registration === 'registered' && !school.registered) return false;
    if (filters.registration === 'not_registered' && school.registered) return false;
    if (filters.payment === 'submitted' && !isPaymentSubmitted(school)) return false;
    if (filters.payment === 'not_submitted' && isPaymentSubmitted(school)) return false;
    if (!matchesCategory(school, filters.category)) return false;
    if (filters.mentors === 'with' && school.mentors <= 0) return false;
    if (filters.mentors === 'without' && school.mentors > 0) return false;
    return true;
  });
}

/** Counts turn green at 4 or more teams and 20 or more students. */
export function teamsMet(totalTeams: number): boolean {
  return totalTeams >= LIMITS.maxTeamsPerSchool;
}

export function studentsMet(totalStudents: number): boolean {
  return totalStudents >= LIMITS.expectedStudentsPerSchool;
}
