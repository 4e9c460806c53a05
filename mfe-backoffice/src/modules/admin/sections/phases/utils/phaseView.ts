import { CATEGORIES, CATEGORY_LABEL, PHASES, PHASE_TEAM_SORTS, TEAM_STATUSES } from '@hackathon/contracts';
import { statusLabel, type FilterDef } from '@hackathon/ui';
import { phaseLabel } from './phaseActions';

/** Phase Management's dropdowns; the values travel as the list's query (phase, status, category). */
export const PHASE_FILTERS: readonly FilterDef[] = [
  { key: 'phase', label: 'Phase', options: PHASES.map((p) => ({ value: String(p), label: phaseLabel(p) })), allLabel: 'All Phases' },
  { key: 'status', label: 'Status', options: TEAM_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })), allLabel: 'All Statuses' },
  { key: 'category', label: 'Category', options: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })), allLabel: 'All Categories' },
];

/** Columns the API sorts by (its whitelist). */
export const PHASE_SORT_FIELDS: readonly string[] = PHASE_TEAM_SORTS;
