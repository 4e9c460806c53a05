import type { AdminListType } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import {
  MENTOR_FILTERS,
  PAYMENT_STATUS_FILTER,
  REGISTRATION_STATUS_FILTER,
  SCHOOL_FILTERS,
  STUDENT_FILTERS,
  TEAM_FILTERS,
  UPPER_REGION_GROUP_OPTIONS,
  filterOf,
  optionOf,
} from '../../shared/utils/filters';
import { textRecord, tr } from '../../shared/utils/text';

/*
 * The dropdowns of the read-only data tabs: the admin lists' own filters (same keys, same server
 * query), picked per tab. A region admin's list is its region already, so it has no region filter;
 * the super admin's has the six region groups in upper case (spec section 9), which also name the
 * export file (super_admin_NORTH_teams_export_...).
 */

function pick(filters: readonly FilterDef[], ...keys: string[]): FilterDef[] {
  return keys.map((key) => {
    const found = filters.find((f) => f.key === key);
    if (!found) throw new Error(`No filter ${key}`);
    return found;
  });
}

/** Region and super views: submitted reads Submitted (the admin list calls it Pending). */
const PAYMENT_FILTER: FilterDef = filterOf(
  PAYMENT_STATUS_FILTER.key,
  () => PAYMENT_STATUS_FILTER.label,
  PAYMENT_STATUS_FILTER.options.map((o) => (o.value === 'submitted' ? optionOf(o.value, () => tr('dashboards.readonly.filter.submitted')) : o)),
);

/** Spec: region values North ... Northeast, upper case in the super admin's filters. */
export const SUPER_REGION_FILTER = filterOf('region', () => tr('dashboards.filters.region'), UPPER_REGION_GROUP_OPTIONS, () => tr('dashboards.filters.all.regions'));

const PER_TYPE: Record<AdminListType, FilterDef[]> = {
  teams: pick(TEAM_FILTERS, 'status', 'category', 'mentor'),
  students: pick(STUDENT_FILTERS, 'class', 'gender', 'category'),
  schools: pick(SCHOOL_FILTERS, 'registration', 'status'),
  mentors: pick(MENTOR_FILTERS, 'status', 'assignment'),
  registrations: [PAYMENT_FILTER, REGISTRATION_STATUS_FILTER],
};

export function readOnlyFilters(type: AdminListType, audience: 'region' | 'super'): FilterDef[] {
  return audience === 'super' ? [SUPER_REGION_FILTER, ...PER_TYPE[type]] : PER_TYPE[type];
}

/** The search box's hint: what the server searches in each list. */
export const SEARCH_PLACEHOLDER: Readonly<Record<AdminListType, string>> = textRecord({
  teams: 'dashboards.readonly.search.teams',
  students: 'dashboards.readonly.search.students',
  schools: 'dashboards.readonly.search.schools',
  mentors: 'dashboards.readonly.search.mentors',
  registrations: 'dashboards.readonly.search.registrations',
});
