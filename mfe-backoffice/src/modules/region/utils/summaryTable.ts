import {
  KVS_REGIONS,
  LIMITS,
  type RegionSummaryExportQuery,
  type RegionSummarySort,
} from '@hackathon/contracts';
import type { FilterDef, ListQueryParams } from '@hackathon/ui';
import { UPPER_REGION_GROUP_OPTIONS, filterOf, optionsOf } from '../../shared/utils/filters';
import { tr } from '../../shared/utils/text';
import type { DashboardAudience } from './tabs';

/*
 * The Region Summary Table (region admin) and the Summary by School table (super admin): one row
 * per school, searched, filtered, sorted and paged on the server (GET /region-admin/summary). Each
 * filter's key is the API's query parameter, so the list state is the query string as it is.
 */

/** Spec: regions upper case in the super admin's filters; the six groups, then the 25 regions by name. */
export const SUMMARY_REGION_FILTER = filterOf('region', () => tr('dashboards.filters.region'), [...UPPER_REGION_GROUP_OPTIONS, ...optionsOf(KVS_REGIONS.map((region) => region.name))]);

/** Spec: registration All, Registered, Not Registered; payment All, Submitted, Not Submitted; category All, Has JR, Has SR, Has Both; mentors All, With Mentors, Without Mentors. */
const COMMON_FILTERS: readonly FilterDef[] = [
  filterOf('registration', () => tr('dashboards.summary.filter.registration'), {
    registered: () => tr('dashboards.summary.registered'),
    not_registered: () => tr('dashboards.summary.notRegistered'),
  }),
  filterOf('payment', () => tr('dashboards.summary.filter.payment'), {
    submitted: () => tr('dashboards.shared.payment.submitted'),
    not_submitted: () => tr('dashboards.shared.payment.notSubmitted'),
  }),
  filterOf('category', () => tr('dashboards.summary.filter.category'), {
    jr: () => tr('dashboards.summary.filter.hasJr'),
    sr: () => tr('dashboards.summary.filter.hasSr'),
    both: () => tr('dashboards.summary.filter.hasBoth'),
  }),
  filterOf('mentors', () => tr('dashboards.summary.filter.mentors'), {
    with: () => tr('dashboards.summary.filter.withMentors'),
    without: () => tr('dashboards.summary.filter.withoutMentors'),
  }),
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
