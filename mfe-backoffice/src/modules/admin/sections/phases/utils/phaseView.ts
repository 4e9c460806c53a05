import { CATEGORIES, CATEGORY_LABEL, PHASES, PHASE_SCORE_FILTERS, PHASE_TEAM_SORTS, TEAM_STATUSES, type PhaseScoreFilter } from '@hackathon/contracts';
import { statusLabel, type FilterDef } from '@hackathon/ui';
import { tr } from '../../../../../i18n';
import { phaseLabel } from './phaseActions';

/** Phase Management's dropdowns; the values travel as the list's query (phase, status, category). Read during render, in the language of the moment. */
export function phaseFilters(): readonly FilterDef[] {
  return [
    { key: 'phase', label: tr('backoffice.field.phase'), options: PHASES.map((p) => ({ value: String(p), label: phaseLabel(p) })), allLabel: tr('backoffice.phases.allPhases') },
    { key: 'status', label: tr('backoffice.field.status'), options: TEAM_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })), allLabel: tr('backoffice.filters.allStatuses') },
    { key: 'category', label: tr('backoffice.field.category'), options: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })), allLabel: tr('backoffice.phases.allCategories') },
    // issue 25: the teams still waiting for a score of the phase they are in (filtered on the server)
    { key: 'score', label: tr('backoffice.phaseMoves.scoreFilter'), options: PHASE_SCORE_FILTERS.map((f) => ({ value: f, label: tr(SCORE_FILTER_LABEL[f]) })), allLabel: tr('backoffice.phaseMoves.allScores') },
  ];
}

const SCORE_FILTER_LABEL = { unscored: 'backoffice.phaseMoves.unscored', scored: 'backoffice.phaseMoves.scored' } as const satisfies Record<PhaseScoreFilter, string>;

/** Columns the API sorts by (its whitelist). */
export const PHASE_SORT_FIELDS: readonly string[] = PHASE_TEAM_SORTS;
