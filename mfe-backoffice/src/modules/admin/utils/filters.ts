import {
  CATEGORIES,
  CATEGORY_LABEL,
  GENDERS,
  INDIAN_STATES,
  KVS_REGIONS,
  REGION_GROUPS,
  REGISTRATION_STATUSES,
  SCHOOL_ACTIVITY_LEVELS,
  SCHOOL_STATUSES,
  STUDENT_CLASS_FILTER,
  type SchoolActivityLevel,
  type SchoolActivityStatus,
} from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';

/*
 * The dropdown filters of the admin lists. Each key is the API's query parameter, so the data
 * view's state is the query string as it is.
 */

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Spec: payment status options all, pending, verified, rejected, not_submitted ('pending' is the stored 'submitted'). */
export const PAYMENT_STATUS_FILTER: FilterDef = {
  key: 'paymentStatus',
  label: 'Payment Status',
  options: [
    { value: 'submitted', label: 'Pending' },
    { value: 'verified', label: 'Verified' },
    { value: 'rejected', label: 'Rejected' },
    { value: 'not_submitted', label: 'Not Submitted' },
  ],
};

/** Spec: region values North, South, East, West, Central, Northeast (the region groups). */
export const REGION_GROUP_FILTER: FilterDef = {
  key: 'region',
  label: 'Region',
  options: REGION_GROUPS.map((group) => ({ value: group, label: group })),
};

/** The six groups in upper case, as the region and super admin screens show them (spec section 9); the API takes any case. */
export const UPPER_REGION_GROUP_OPTIONS: FilterDef['options'] = REGION_GROUPS.map((group) => ({ value: group.toUpperCase(), label: group.toUpperCase() }));

/** The six groups, then the 25 regions by name (the API's region filter takes either). */
export const REGION_FILTER: FilterDef = {
  key: 'region',
  label: 'Region',
  options: [
    ...REGION_GROUPS.map((group) => ({ value: group, label: `${group} (all)` })),
    ...KVS_REGIONS.map((region) => ({ value: region.name, label: region.name })),
  ],
};

/** Spec: about 38 state/UT values in upper case. */
export const STATE_FILTER: FilterDef = {
  key: 'state',
  label: 'State',
  options: INDIAN_STATES.map((state) => ({ value: state, label: state })),
};

/** Spec: category jr/sr. */
export const CATEGORY_FILTER: FilterDef = {
  key: 'category',
  label: 'Category',
  options: CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABEL[category] })),
};

export const REGISTRATION_STATUS_FILTER: FilterDef = {
  key: 'registrationStatus',
  label: 'Registration Status',
  options: REGISTRATION_STATUSES.map((status) => ({ value: status, label: titleCase(status) })),
};

export const REGISTRATION_FILTERS: readonly FilterDef[] = [PAYMENT_STATUS_FILTER, REGION_GROUP_FILTER, STATE_FILTER, CATEGORY_FILTER, REGISTRATION_STATUS_FILTER];

/** Spec: the student class filter is 9-12. */
export const STUDENT_FILTERS: readonly FilterDef[] = [
  { key: 'class', label: 'Class', options: STUDENT_CLASS_FILTER.map((c) => ({ value: String(c), label: `Class ${c}` })) },
  CATEGORY_FILTER,
  { key: 'gender', label: 'Gender', options: GENDERS.map((g) => ({ value: g, label: titleCase(g) })) },
  REGION_FILTER,
];

export const SCHOOL_ACTIVITY_LABEL: Record<SchoolActivityLevel, string> = {
  high: 'High (score 80+)',
  medium: 'Medium (score 40-79)',
  low: 'Low (score 10-39)',
  inactive: 'Inactive (score under 10)',
};

export const SCHOOL_STATUS_LABEL: Record<SchoolActivityStatus, string> = {
  'high-activity': 'High activity',
  'medium-activity': 'Medium activity',
  'low-activity': 'Low activity',
  inactive: 'Inactive',
};

export const SCHOOL_FILTERS: readonly FilterDef[] = [
  { key: 'status', label: 'Activity Status', options: SCHOOL_STATUSES.map((s) => ({ value: s, label: SCHOOL_STATUS_LABEL[s] })) },
  { key: 'activity', label: 'Activity Score', options: SCHOOL_ACTIVITY_LEVELS.map((a) => ({ value: a, label: SCHOOL_ACTIVITY_LABEL[a] })) },
  {
    key: 'registration',
    label: 'Registration',
    options: [
      { value: 'registered', label: 'Registered' },
      { value: 'not_registered', label: 'Not registered' },
    ],
  },
  REGION_FILTER,
];

export const MENTOR_FILTERS: readonly FilterDef[] = [
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
  {
    key: 'assignment',
    label: 'Teams',
    options: [
      { value: 'assigned', label: 'Assigned to teams' },
      { value: 'unassigned', label: 'Not assigned' },
      { value: 'full', label: 'FULL (2 teams)' },
    ],
  },
  REGION_FILTER,
];
