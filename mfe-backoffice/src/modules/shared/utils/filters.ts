import {
  CATEGORIES,
  CATEGORY_LABEL,
  GENDERS,
  INDIAN_STATES,
  KVS_REGIONS,
  PHASES,
  PHASE_LABEL,
  REGION_GROUPS,
  REGISTRATION_STATUSES,
  SCHOOL_ACTIVITY_LEVELS,
  SCHOOL_STATUSES,
  STUDENT_CLASS_FILTER,
  TEAM_STATUSES,
  type SchoolActivityLevel,
  type SchoolActivityStatus,
} from '@hackathon/contracts';
import { statusLabel, type FilterDef } from '@hackathon/ui';
import { capitalised } from './labels';

/*
 * The dropdown filters of the back office's lists (the admin sections, the read-only data tabs,
 * the summary tables, payment verification). Each key is the API's query parameter, so the data
 * view's state is the query string as it is.
 */

type Options = FilterDef['options'];

/** Options from values, each with its label. */
export function optionsOf<T extends string | number>(values: readonly T[], label: (value: T) => string = String): Options {
  return values.map((value) => ({ value: String(value), label: label(value) }));
}

/** A filter from its query parameter, its label and its choices (`{ value: label }` in order, or options). */
export function filterOf(key: string, label: string, choices: Readonly<Record<string, string>> | Options, allLabel?: string): FilterDef {
  const options = Array.isArray(choices) ? (choices as Options) : Object.entries(choices).map(([value, text]) => ({ value, label: text }));
  return allLabel ? { key, label, options, allLabel } : { key, label, options };
}

/** The 25 regions by name (the API's region filter takes a name or a group). */
const REGION_NAME_OPTIONS = optionsOf(KVS_REGIONS.map((region) => region.name));

/** Spec: payment status options all, pending, verified, rejected, not_submitted ('pending' is the stored 'submitted'). */
export const PAYMENT_STATUS_FILTER = filterOf('paymentStatus', 'Payment Status', { submitted: 'Pending', verified: 'Verified', rejected: 'Rejected', not_submitted: 'Not Submitted' });

/** Spec: region values North, South, East, West, Central, Northeast (the region groups). */
export const REGION_GROUP_FILTER = filterOf('region', 'Region', optionsOf(REGION_GROUPS));

/** The six groups in upper case, as the region and super admin screens show them (spec section 9); the API takes any case. */
export const UPPER_REGION_GROUP_OPTIONS: Options = optionsOf(REGION_GROUPS.map((group) => group.toUpperCase()));

/** The six groups, then the 25 regions by name. */
export const REGION_FILTER = filterOf('region', 'Region', [...optionsOf(REGION_GROUPS, (group) => `${group} (all)`), ...REGION_NAME_OPTIONS]);

/** Spec: about 38 state/UT values in upper case. */
export const STATE_FILTER = filterOf('state', 'State', optionsOf(INDIAN_STATES));

/** Spec: category jr/sr. */
export const CATEGORY_FILTER = filterOf('category', 'Category', optionsOf(CATEGORIES, (category) => CATEGORY_LABEL[category]));

export const REGISTRATION_STATUS_FILTER = filterOf('registrationStatus', 'Registration Status', optionsOf(REGISTRATION_STATUSES, capitalised));

export const REGISTRATION_FILTERS: readonly FilterDef[] = [PAYMENT_STATUS_FILTER, REGION_GROUP_FILTER, STATE_FILTER, CATEGORY_FILTER, REGISTRATION_STATUS_FILTER];

/**
 * The Teams list's dropdowns. Status lists the spec's Active, Inactive and Suspended first, then
 * the states Phase Management gives (Finalist, Winner, Eliminated).
 */
export const TEAM_FILTERS: readonly FilterDef[] = [
  filterOf('status', 'Status', optionsOf(TEAM_STATUSES, statusLabel), 'All Statuses'),
  filterOf('category', 'Category', CATEGORY_FILTER.options, 'All Categories'),
  filterOf('phase', 'Phase', optionsOf(PHASES, (phase) => PHASE_LABEL[phase]), 'All Phases'),
  filterOf('region', 'Region', [...optionsOf(REGION_GROUPS), ...REGION_NAME_OPTIONS], 'All Regions'),
  filterOf('mentor', 'Mentor', { assigned: 'With Mentor', unassigned: 'Without Mentor' }, 'All'),
];

/** Spec: the student class filter is 9-12. */
export const STUDENT_FILTERS: readonly FilterDef[] = [
  filterOf('class', 'Class', optionsOf(STUDENT_CLASS_FILTER, (c) => `Class ${c}`)),
  CATEGORY_FILTER,
  filterOf('gender', 'Gender', optionsOf(GENDERS, capitalised)),
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
  filterOf('status', 'Activity Status', optionsOf(SCHOOL_STATUSES, (s) => SCHOOL_STATUS_LABEL[s])),
  filterOf('activity', 'Activity Score', optionsOf(SCHOOL_ACTIVITY_LEVELS, (a) => SCHOOL_ACTIVITY_LABEL[a])),
  filterOf('registration', 'Registration', { registered: 'Registered', not_registered: 'Not registered' }),
  REGION_FILTER,
];

export const MENTOR_FILTERS: readonly FilterDef[] = [
  filterOf('status', 'Status', { active: 'Active', inactive: 'Inactive' }),
  filterOf('assignment', 'Teams', { assigned: 'Assigned to teams', unassigned: 'Not assigned', full: 'FULL (2 teams)' }),
  REGION_FILTER,
];
