import { CATEGORIES, CATEGORY_LABEL, PHASES, PHASE_TEAM_SORTS, TEAM_STATUSES } from '@hackathon/contracts';
import { statusLabel, type FilterDef } from '@hackathon/ui';
import { tr } from '../../../../../i18n';
import { phaseLabel } from './phaseActions';

/** Phase Management's dropdowns; the values travel as the list's query (phase, status, category). Read during render, in the language of the moment. */
export function phaseFilters(): readonly FilterDef[] {
  return [
    { key: 'phase', label: tr('backoffice.field.phase'), options: PHASES.map((p) => ({ value: String(p), label: phaseLabel(p) })), allLabel: tr('backoffice.phases.allPhases') },
    { key: 'status', label: tr('backoffice.field.status'), options: TEAM_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })), allLabel: tr('backoffice.filters.allStatuses') },
    { key: 'category', label: tr('backoffice.field.category'), options: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })), allLabel: tr('backoffice.phases.allCategories') },
  ];
}

/** Columns the API sorts by (its whitelist). */
export const PHASE_SORT_FIELDS: readonly string[] = PHASE_TEAM_SORTS;
