import {
  LIMITS,
  PHASE_LABEL,
  PHASE_MSG,
  PHASES,
  type PhaseAction,
  type PhaseActionResult,
  type PhaseMoveRef,
  type PhaseNumber,
  type PhaseTeam,
  type MessageId,
} from '@hackathon/contracts';
import { tr } from '../../../../../i18n';
import type { BulkActionDef } from '../../../../shared/components/BulkActionBar';

/**
 * The buttons of the bulk action bar (spec: promote to phase 2, promote to finalist, demote,
 * eliminate, reactivate). 'demote' is one button over two API actions: a finalist goes back to
 * Phase 2 (demote-finalist), an active Phase 2 team back to Phase 1 (demote-phase2).
 */
export type BulkAction = 'promote-phase2' | 'promote-finalist' | 'demote' | 'eliminate' | 'reactivate';

function bulkAction(action: BulkAction, labelKey: MessageId, color: BulkActionDef<BulkAction>['color']): BulkActionDef<BulkAction> {
  return {
    action,
    get label() {
      return tr(labelKey);
    },
    color,
  };
}

/** The labels are read in the language of the moment. */
export const BULK_ACTIONS: ReadonlyArray<BulkActionDef<BulkAction>> = [
  bulkAction('promote-phase2', 'backoffice.phases.promotePhase2', 'primary'),
  bulkAction('promote-finalist', 'backoffice.phases.promoteFinalist', 'secondary'),
  bulkAction('demote', 'backoffice.phases.demote', 'warning'),
  bulkAction('eliminate', 'backoffice.phases.eliminate', 'error'),
  bulkAction('reactivate', 'backoffice.phases.reactivate', 'success'),
];

/** One API call of a bulk action. */
export interface PhaseCall {
  action: PhaseAction;
  teamIds: string[];
}

/**
 * The calls a bulk action makes for the selected teams. Demote splits them by what each team is
 * (as last seen in the list): finalists to demote-finalist, the rest to demote-phase2, where the
 * server refuses and reports any team that cannot be demoted.
 */
export function callsFor(action: BulkAction, teamIds: readonly string[], known: ReadonlyMap<string, Pick<PhaseTeam, 'status'>>): PhaseCall[] {
  if (teamIds.length === 0) return [];
  if (action !== 'demote') return [{ action, teamIds: [...teamIds] }];
  const finalists = teamIds.filter((id) => known.get(id)?.status === 'FINALIST');
  const others = teamIds.filter((id) => known.get(id)?.status !== 'FINALIST');
  const calls: PhaseCall[] = [];
  if (finalists.length > 0) calls.push({ action: 'demote-finalist', teamIds: finalists });
  if (others.length > 0) calls.push({ action: 'demote-phase2', teamIds: others });
  return calls;
}

/** The API action whose words name a bulk action's failure ('Failed to demote team(s)'). */
export function wordsAction(action: BulkAction): PhaseAction {
  return action === 'demote' ? 'demote-phase2' : action;
}

/** The spec's toast when nothing was applied: 'Failed to <action> team(s)'. */
export function failedActionMessage(action: BulkAction): string {
  return PHASE_MSG.failedAction(wordsAction(action));
}

/** The result of a bulk action of the bar: Demote may be two calls, so two recorded moves to undo. */
export interface BulkResult extends PhaseActionResult {
  moves: PhaseMoveRef[];
}

export function mergeResults(results: readonly PhaseActionResult[]): BulkResult {
  return {
    applied: results.flatMap((r) => r.applied),
    refused: results.flatMap((r) => r.refused),
    moves: results.flatMap((r) => (r.move ? [r.move] : [])),
  };
}

/** The bar's moves that ask for a confirmation with the teams' names (issue 25); eliminate has its own dialog with the reason. */
export const CONFIRMED_MOVES: readonly BulkAction[] = ['promote-phase2', 'promote-finalist', 'demote', 'reactivate'];

/** The label of a bulk action (its button's words), in the language of the moment. */
export function bulkActionLabel(action: BulkAction): string {
  return BULK_ACTIONS.find((def) => def.action === action)?.label ?? action;
}

/**
 * The moves a team's own window offers (issue 25): the bar's promote and demote that its state
 * allows (the server checks again). Eliminate and reactivate stay in Phase Management.
 */
export function teamMoves(team: Pick<PhaseTeam, 'status' | 'currentPhase'>): BulkAction[] {
  const moves: BulkAction[] = [];
  if (team.status === 'ACTIVE' && team.currentPhase === 1) moves.push('promote-phase2');
  if (team.status === 'ACTIVE' && team.currentPhase === 2) moves.push('promote-finalist', 'demote');
  if (team.status === 'FINALIST') moves.push('demote');
  return moves;
}

function isResult(value: unknown): value is PhaseActionResult {
  if (value === null || typeof value !== 'object') return false;
  const { applied, refused } = value as Partial<PhaseActionResult>;
  return Array.isArray(applied) && Array.isArray(refused);
}

/**
 * A refusal of every named team comes back as a 409 (404 when none exists) whose body still
 * carries `data: { applied, refused }`: read it so the report can say why.
 */
export function resultFromErrorBody(body: unknown): PhaseActionResult | null {
  if (body === null || typeof body !== 'object') return null;
  const data = (body as { data?: unknown }).data;
  return isResult(data) ? data : null;
}

/** What to tell the admin after a bulk action: the spec's failure toast when nothing applied. */
export function outcomeOf(action: BulkAction, result: PhaseActionResult): { kind: 'success' | 'error'; message: string } {
  if (result.applied.length === 0) return { kind: 'error', message: failedActionMessage(action) };
  return { kind: 'success', message: PHASE_MSG.applied(wordsAction(action), result.applied.length, result.refused.length) };
}

/**
 * Spec: score is an integer 0 to 100 and a non-numeric value becomes 0. A number outside the
 * range or with a fraction is refused with the API's own message rather than silently changed.
 */
export function parseScore(text: string): { score: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return { score: 0 };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < LIMITS.scoreMin || value > LIMITS.scoreMax) return { error: PHASE_MSG.score };
  return { score: value };
}

/** The auto-eliminate threshold: required, a whole number 0 to 100. */
export function parseThreshold(text: string): { threshold: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: PHASE_MSG.thresholdRequired };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < LIMITS.scoreMin || value > LIMITS.scoreMax) return { error: PHASE_MSG.threshold };
  return { threshold: value };
}

/** The phases a team can be scored for: those it has reached (1 up to its current phase). */
export function scorablePhases(team: Pick<PhaseTeam, 'currentPhase'>): PhaseNumber[] {
  return PHASES.filter((phase) => phase <= Math.max(1, team.currentPhase));
}

export function phaseLabel(phase: number): string {
  return PHASE_LABEL[phase as PhaseNumber] ?? tr('backoffice.phases.phaseN', { n: phase });
}

/** A team's score for a phase, or null when not scored. */
export function phaseScore(team: Pick<PhaseTeam, 'phaseScores'>, phase: PhaseNumber): number | null {
  return team.phaseScores[`phase${phase}` as const] ?? null;
}

/** Keeps the last seen state of every team on the pages viewed, so Demote can split a selection made across pages. */
export function rememberTeams(known: Map<string, PhaseTeam>, rows: readonly PhaseTeam[]): void {
  for (const row of rows) known.set(row._id, row);
}
