import type { RegionSchoolSummary } from '@hackathon/contracts';
import {
  EMPTY_FILTERS,
  filterSchools,
  hasActiveFilters,
  isPaymentSubmitted,
  paymentChipColor,
  studentsMet,
  teamsMet,
} from './summaryTable';

const school = (overrides: Partial<RegionSchoolSummary>): RegionSchoolSummary => ({
  kvCode: '1001',
  kvName: 'KV No. 1 Delhi Cantt',
  registered: true,
  mentors: 2,
  jrTeams: 2,
  srTeams: 2,
  totalTeams: 4,
  totalStudents: 20,
  paymentStatus: 'verified',
  ...overrides,
});

const schools = [
  school({}),
  school({ kvCode: '2002', kvName: 'KV Janakpuri', jrTeams: 1, srTeams: 0, totalTeams: 1, totalStudents: 5, paymentStatus: 'submitted' }),
  school({ kvCode: '3003', kvName: 'KV Rohini', registered: false, mentors: 0, jrTeams: 0, srTeams: 0, totalTeams: 0, totalStudents: 0, paymentStatus: null }),
  school({ kvCode: '4004', kvName: 'KV Pitampura', jrTeams: 0, srTeams: 3, totalTeams: 3, paymentStatus: 'not_submitted', mentors: 1 }),
];

const codes = (list: RegionSchoolSummary[]) => list.map((s) => s.kvCode);

describe('filterSchools', () => {
  it('returns every school without filters', () => {
    expect(codes(filterSchools(schools, EMPTY_FILTERS))).toEqual(['1001', '2002', '3003', '4004']);
  });

  it('searches KV code or name, case-insensitively', () => {
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, search: 'janak' }))).toEqual(['2002']);
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, search: ' 300 ' }))).toEqual(['3003']);
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, search: 'KV' }))).toHaveLength(4);
    expect(filterSchools(schools, { ...EMPTY_FILTERS, search: 'mumbai' })).toEqual([]);
  });

  it('filters by registration', () => {
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, registration: 'not_registered' }))).toEqual(['3003']);
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, registration: 'registered' }))).toEqual(['1001', '2002', '4004']);
  });

  it('filters by payment: any status but not_submitted counts as submitted', () => {
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, payment: 'submitted' }))).toEqual(['1001', '2002']);
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, payment: 'not_submitted' }))).toEqual(['3003', '4004']);
  });

  it('filters by category', () => {
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, category: 'has_jr' }))).toEqual(['1001', '2002']);
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, category: 'has_sr' }))).toEqual(['1001', '4004']);
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, category: 'has_both' }))).toEqual(['1001']);
  });

  it('filters by mentors and combines with search', () => {
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, mentors: 'without' }))).toEqual(['3003']);
    expect(codes(filterSchools(schools, { ...EMPTY_FILTERS, mentors: 'with', search: 'pitam' }))).toEqual(['4004']);
  });
});

describe('table rules', () => {
  it('knows when any filter is set (Clear All)', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'kv' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, mentors: 'with' })).toBe(true);
  });

  it('colours payment verified green, submitted yellow, others red', () => {
    expect(paymentChipColor({ paymentStatus: 'verified' })).toBe('success');
    expect(paymentChipColor({ paymentStatus: 'submitted' })).toBe('warning');
    expect(paymentChipColor({ paymentStatus: 'rejected' })).toBe('error');
    expect(paymentChipColor({ paymentStatus: null })).toBe('error');
    expect(isPaymentSubmitted({ paymentStatus: 'rejected' })).toBe(true);
    expect(isPaymentSubmitted({ paymentStatus: null })).toBe(false);
  });

  it('turns counts green at 4 teams and 20 students', () => {
    expect(teamsMet(3)).toBe(false);
    expect(teamsMet(4)).toBe(true);
    expect(studentsMet(19)).toBe(false);
    expect(studentsMet(20)).toBe(true);
  });
});
