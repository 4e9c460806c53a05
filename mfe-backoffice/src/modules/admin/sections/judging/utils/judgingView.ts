/**
 * How the Judging section words and colours what the API answers: statuses, sheet states, a
 * round's scope, scores, and the dropdown filters of its lists. Read during render, in the
 * language of the moment (`tr`).
 */
import type { ChipProps } from '@mui/material';
import {
  CATEGORIES,
  CATEGORY_LABEL,
  exportFileDate,
  formatNumber,
  KVS_REGIONS,
  ZONES,
  type Judge,
  type JudgingAssignmentState,
  type JudgingRound,
  type JudgingRoundStatus,
  type JudgingScoreChoice,
  type MessageId,
} from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { tr } from '../../../../../i18n';
import type { JudgeChoice } from './roundForm';

type ChipColor = NonNullable<ChipProps['color']>;

const STATUS: Record<JudgingRoundStatus, { label: MessageId; color: ChipColor }> = {
  draft: { label: 'judging.status.draft', color: 'default' },
  assigned: { label: 'judging.status.assigned', color: 'info' },
  published: { label: 'judging.status.published', color: 'success' },
};

const STATE: Record<JudgingAssignmentState, { label: MessageId; color: ChipColor }> = {
  pending: { label: 'judging.state.pending', color: 'default' },
  draft: { label: 'judging.state.draft', color: 'info' },
  submitted: { label: 'judging.state.submitted', color: 'success' },
  conflict: { label: 'judging.state.conflict', color: 'error' },
};

export const roundStatusLabel = (status: JudgingRoundStatus) => tr(STATUS[status].label);
export const roundStatusColor = (status: JudgingRoundStatus) => STATUS[status].color;
export const sheetStateLabel = (state: JudgingAssignmentState) => tr(STATE[state].label);
export const sheetStateColor = (state: JudgingAssignmentState) => STATE[state].color;

export const phaseText = (phase: number) => tr('judging.phaseN', { n: phase });

const SCORE_CHOICE: Record<JudgingScoreChoice, MessageId> = { normalised: 'judging.score.normalised', mean: 'judging.score.mean' };
export const scoreChoiceLabel = (choice: JudgingScoreChoice) => tr(SCORE_CHOICE[choice]);

/** A score as shown: up to 2 decimals as the API rounds them, '—' for none. */
export const scoreText = (value: number | null | undefined) => formatNumber(value);

/** 'part of whole' as a whole percentage (0 when there is nothing to count). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

const ZONE_OPTIONS = ZONES.map((zone) => ({ value: zone.code, label: zone.name }));
const zoneText = (code: string) => ZONES.find((zone) => zone.code === code)?.name ?? code;

/** Who a round judges: its phase, categories, regions and zones ('all' where none is named). */
export function roundScope(round: Pick<JudgingRound, 'categories' | 'regions' | 'zones'>): string {
  const categories = round.categories.length > 0 ? round.categories.map((c) => CATEGORY_LABEL[c]).join(', ') : tr('judging.scope.bothCategories');
  const regions = round.regions.length > 0 ? round.regions.join(', ') : tr('judging.scope.allRegions');
  const zones = round.zones.length > 0 ? round.zones.map(zoneText).join(', ') : tr('judging.scope.allZones');
  return tr('judging.scope.line', { categories, regions, zones });
}

/** A judge of the paged list as the picker holds it. */
export function judgeChoice(judge: Judge): JudgeChoice {
  const detail = [judge.organisation, judge.homeRegion, judge.email].filter((part) => part && part.trim() !== '').join(' · ');
  return { _id: judge._id, name: judge.name, detail };
}

export const REGION_NAMES: readonly string[] = KVS_REGIONS.map((region) => region.name);
export const ZONE_CODES: readonly string[] = ZONES.map((zone) => zone.code);
export const zoneLabel = zoneText;

/** The coverage board's dropdown: teams with a sheet still open, or all done. */
export function coverageFilters(): readonly FilterDef[] {
  return [
    {
      key: 'state',
      label: tr('judging.coverage.filter'),
      options: [
        { value: 'incomplete', label: tr('judging.coverage.incomplete') },
        { value: 'complete', label: tr('judging.coverage.complete') },
      ],
      allLabel: tr('judging.coverage.allTeams'),
    },
  ];
}

/** The results' dropdowns; the values travel as the query (category, region, zone code, flagged). */
export function resultFilters(): readonly FilterDef[] {
  return [
    { key: 'category', label: tr('backoffice.field.category'), options: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })), allLabel: tr('judging.results.allCategories') },
    { key: 'region', label: tr('backoffice.field.region'), options: REGION_NAMES.map((name) => ({ value: name, label: name })), allLabel: tr('judging.results.allRegions') },
    { key: 'zone', label: tr('backoffice.field.zone'), options: ZONE_OPTIONS, allLabel: tr('judging.results.allZones') },
    {
      key: 'flagged',
      label: tr('judging.results.flagFilter'),
      options: [
        { value: 'true', label: tr('judging.results.flaggedOnly') },
        { value: 'false', label: tr('judging.results.notFlagged') },
      ],
      allLabel: tr('judging.results.allTeams'),
    },
  ];
}

/** `judging_<scores|results>_<round>_<YYYY-MM-DD>.csv`: the round's name in Latin letters and digits (its date in India). */
export function judgingExportFileName(kind: 'scores' | 'results', roundName: string, date: Date = new Date()): string {
  const slug = roundName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '') || 'round';
  return `judging_${kind}_${slug}_${exportFileDate(date)}.csv`;
}
