import {
  KVS_REGIONS,
  LIMITS,
  type RegionSummaryExportQuery,
  type RegionSummarySort,
} from '@hackathon/contracts';
import type { FilterDef, ListQueryParams } from '@hackathon/ui';
import { UPPER_REGION_GROUP_OPTIONS } from '../../admin/utils/filters';
import type { DashboardAudience } from './tabs';

/*
 * The Region Summary Table (region admin) and the Summary by School table (super admin): one row
 * per school, searched, filtered, sorted and paged on the server (GET /region-admin/summary). Each
 * filter's key is the API's query parameter, so the list state is the query string as it is.
 */

/** Spec: regions upper case in the super admin's filters; the six groups, then the 25 regions by name. */
export const SUMMARY_REGION_FILTER: FilterDef = {
  key: 'region',
  label: 'Region',
  options: [
    ...UPPER_REGION_GROUP_OPTIONS,
    ...KVS_REGIONS.map((region) => ({ value: region.name, label: region.name })),
  ],
};

/** Spec: registration All, Registered, Not Registered; payment All, Submitted, Not Submitted; category All, Has JR, Has SR, Has Both; mentors All, With Mentors, Without Mentors. */
const COMMON_FILTERS: readonly FilterDef[] = [
  {
    key: 'registration',
    label: 'Registration',
    options: [
      { value: 'registered', label: 'Registered' },
      { value: 'not_registered', label: 'Not Registered' },
    ],
  },
  {
    key: 'payment',
    label: 'Payment',
    options: [
      { value: 'submitted', label: 'Submitted' },
      { value: 'not_submitted', label: 'Not Submitted' },
    ],
  },
  {
    key: 'category',
    label: 'Category',
    options: [
      { value: 'jr', label: 'Has JR' },
      { value: 'sr', label: 'Has SR' },
      { value: 'both', label: 'Has Both' },
    ],
  },
  {
    key: 'mentors',
    label: 'Mentors',
    options: [
      { value: 'with', label: 'With Mentors' },
      { value: 'without', label: 'Without Mentors' },
    ],
  },
];

/** The super admin filters by region as well; a region admin sees one region only. */
export function summaryFilters(audience: DashboardAudience): readonly FilterDef[] {
  return audience === 'super' ? [SUMMARY_REGION_FILTER, ...COMMON_FILTERS] : COMMON_FILTERS;
}

export const SUMMARY_DEFAULT_SORT: { sort: RegionSummarySort; order: 'asc' } = { sort: 'kvCode', order: 'asc' };

/** Counts turn green at 4 or more teams and 20 or more students. */
export function teamsMet(totalTeams: number): boolean {
  return totalTeams >= LIMITS.maxTeamsPerSchool;
}

export function studentsMet(totalStudents: number): boolean {
  return totalStudents >= LIMITS.expectedStudentsPerSchool;
}

/** The export takes the table's search, filters and sort, not its page: every matching school. */
export function summaryExportQuery(query: ListQueryParams): RegionSummaryExportQuery & Record<string, string | number> {
  const { page: _page, limit: _limit, ...rest } = query;
  return rest;
}
