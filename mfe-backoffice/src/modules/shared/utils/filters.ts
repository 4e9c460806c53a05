import {
  CATEGORIES,
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
import { categoryLabel, genderLabel, registrationStatusLabel } from './labels';
import { textRecord, tr } from './text';

/*
 * The dropdown filters of the back office's lists (the admin sections, the read-only data tabs,
 * the summary tables, payment verification). Each key is the API's query parameter, so the data
 * view's state is the query string as it is. The labels are read in the language of the moment
 * (getters): the module-level filters below follow the language switch.
 */

type Options = FilterDef['options'];
/** A label: a text, or how to read it in the language of the moment. */
export type Text = string | (() => string);

function defineText<T extends object>(target: T, name: string, text: Text): void {
  if (typeof text === 'function') Object.defineProperty(target, name, { get: text, enumerable: true, configurable: true });
  else Object.defineProperty(target, name, { value: text, enumerable: true, writable: true, configurable: true });
}

/** One choice of a dropdown, its label a text or read when shown. */
export function optionOf(value: string, label: Text): Options[number] {
  const result = { value } as { value: string; label: string };
  defineText(result, 'label', label);
  return result;
}

/** Options from values, each with its label (read whenever it is shown). */
export function optionsOf<T extends string | number>(values: readonly T[], label: (value: T) => string = String): Options {
  return values.map((value) => optionOf(String(value), () => label(value)));
}

/** A filter from its query parameter, its label and its choices (`{ value: label }` in order, or options). */
export function filterOf(key: string, label: Text, choices: Readonly<Record<string, Text>> | Options, allLabel?: Text): FilterDef {
  const options = Array.isArray(choices) ? (choices as Options) : Object.entries(choices as Readonly<Record<string, Text>>).map(([value, text]) => optionOf(value, text));
  const filter = { key, options } as { key: string; label: string; options: Options; allLabel?: string };
  defineText(filter, 'label', label);
  if (allLabel) defineText(filter, 'allLabel', allLabel);
  return filter;
}

/** `() => tr(id)`: a label read when it is shown. */
const text =
  (id: Parameters<typeof tr>[0], values?: Parameters<typeof tr>[1]): (() => string) =>
  () =>
    tr(id, values);

/** The 25 regions by name (the API's region filter takes a name or a group). */
const REGION_NAME_OPTIONS = optionsOf(KVS_REGIONS.map((region) => region.name));

/** Spec: payment status options all, pending, verified, rejected, not_submitted ('pending' is the stored 'submitted'). */
export const PAYMENT_STATUS_FILTER = filterOf('paymentStatus', text('dashboards.filters.paymentStatus'), {
  submitted: text('dashboards.filters.paymentStatus.pending'),
  verified: text('dashboards.filters.paymentStatus.verified'),
  rejected: text('dashboards.filters.paymentStatus.rejected'),
  not_submitted: text('dashboards.filters.paymentStatus.notSubmitted'),
});

/** Spec: region values North, South, East, West, Central, Northeast (the region groups). */
export const REGION_GROUP_FILTER = filterOf('region', text('dashboards.filters.region'), optionsOf(REGION_GROUPS));

/** The six groups in upper case, as the region and super admin screens show them (spec section 9); the API takes any case. */
export const UPPER_REGION_GROUP_OPTIONS: Options = optionsOf(REGION_GROUPS.map((group) => group.toUpperCase()));

/** The six groups, then the 25 regions by name. */
export const REGION_FILTER = filterOf('region', text('dashboards.filters.region'), [
  ...optionsOf(REGION_GROUPS, (group) => tr('dashboards.filters.region.groupAll', { group })),
  ...REGION_NAME_OPTIONS,
]);

/** Spec: about 38 state/UT values in upper case. */
export const STATE_FILTER = filterOf('state', text('dashboards.filters.state'), optionsOf(INDIAN_STATES));

/** Spec: category jr/sr. */
export const CATEGORY_FILTER = filterOf('category', text('dashboards.filters.category'), optionsOf(CATEGORIES, categoryLabel));

export const REGISTRATION_STATUS_FILTER = filterOf('registrationStatus', text('dashboards.filters.registrationStatus'), optionsOf(REGISTRATION_STATUSES, registrationStatusLabel));

export const REGISTRATION_FILTERS: readonly FilterDef[] = [PAYMENT_STATUS_FILTER, REGION_GROUP_FILTER, STATE_FILTER, CATEGORY_FILTER, REGISTRATION_STATUS_FILTER];

/** PHASE_LABEL's words: Phase 1, Phase 2, Finalist. */
const PHASE_TEXT: Record<(typeof PHASES)[number], Parameters<typeof tr>[0]> = {
  1: 'dashboards.filters.phase.1',
  2: 'dashboards.filters.phase.2',
  3: 'dashboards.filters.phase.3',
};

/**
 * The Teams list's dropdowns. Status lists the spec's Active, Inactive and Suspended first, then
 * the states Phase Management gives (Finalist, Winner, Eliminated).
 */
export const TEAM_FILTERS: readonly FilterDef[] = [
  filterOf('status', text('dashboards.filters.status'), optionsOf(TEAM_STATUSES, statusLabel), text('dashboards.filters.all.statuses')),
  filterOf('category', text('dashboards.filters.category'), CATEGORY_FILTER.options, text('dashboards.filters.all.categories')),
  filterOf('phase', text('dashboards.filters.phase'), optionsOf(PHASES, (phase) => (PHASE_TEXT[phase] ? tr(PHASE_TEXT[phase]) : PHASE_LABEL[phase])), text('dashboards.filters.all.phases')),
  filterOf('region', text('dashboards.filters.region'), [...optionsOf(REGION_GROUPS), ...REGION_NAME_OPTIONS], text('dashboards.filters.all.regions')),
  filterOf(
    'mentor',
    text('dashboards.filters.mentor'),
    { assigned: text('dashboards.filters.mentor.with'), unassigned: text('dashboards.filters.mentor.without') },
    text('dashboards.filters.all'),
  ),
];

/** Spec: the student class filter is 9-12. */
export const STUDENT_FILTERS: readonly FilterDef[] = [
  filterOf('class', text('dashboards.filters.class'), optionsOf(STUDENT_CLASS_FILTER, (n) => tr('dashboards.filters.class.option', { n }))),
  CATEGORY_FILTER,
  filterOf('gender', text('dashboards.filters.gender'), optionsOf(GENDERS, genderLabel)),
  REGION_FILTER,
];

export const SCHOOL_ACTIVITY_LABEL: Readonly<Record<SchoolActivityLevel, string>> = textRecord({
  high: 'dashboards.filters.activity.high',
  medium: 'dashboards.filters.activity.medium',
  low: 'dashboards.filters.activity.low',
  inactive: 'dashboards.filters.activity.inactive',
});

export const SCHOOL_STATUS_LABEL: Readonly<Record<SchoolActivityStatus, string>> = textRecord({
  'high-activity': 'dashboards.filters.schoolStatus.high',
  'medium-activity': 'dashboards.filters.schoolStatus.medium',
  'low-activity': 'dashboards.filters.schoolStatus.low',
  inactive: 'dashboards.filters.schoolStatus.inactive',
});

export const SCHOOL_FILTERS: readonly FilterDef[] = [
  filterOf('status', text('dashboards.filters.activityStatus'), optionsOf(SCHOOL_STATUSES, (s) => SCHOOL_STATUS_LABEL[s])),
  filterOf('activity', text('dashboards.filters.activityScore'), optionsOf(SCHOOL_ACTIVITY_LEVELS, (a) => SCHOOL_ACTIVITY_LABEL[a])),
  filterOf('registration', text('dashboards.filters.registration'), {
    registered: text('dashboards.filters.registration.registered'),
    not_registered: text('dashboards.filters.registration.notRegistered'),
  }),
  REGION_FILTER,
];

export const MENTOR_FILTERS: readonly FilterDef[] = [
  filterOf('status', text('dashboards.filters.status'), { active: text('dashboards.filters.status.active'), inactive: text('dashboards.filters.status.inactive') }),
  filterOf('assignment', text('dashboards.filters.teams'), {
    assigned: text('dashboards.filters.assignment.assigned'),
    unassigned: text('dashboards.filters.assignment.unassigned'),
    full: text('dashboards.filters.assignment.full'),
  }),
  REGION_FILTER,
];
