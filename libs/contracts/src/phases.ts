/**
 * Phase Management (back-office spec: Admin dashboard "Phase Management", section 4 "Phase
 * management", section 7 "Team phases"): the list, the six bulk transitions, auto-eliminate and
 * the score. Every transition is checked per team on the server; a team in the wrong state is
 * refused and reported, never changed.
 */
import { DEFAULTS, type Category } from './constants';
import type { SchoolPlace, TeamProgress, TeamStatus } from './entities';
import { MSG } from './messages';
import { english, labelTable, message, messageTable, withMembers, type MessageKey } from './message-text';
import type { ListQuery } from './paging';
// the api catalogue (loaded by api-messages) holds the undo's messages: API answers, not labels
import './api-messages';
import { translate } from './i18n/translate';

/** Spec: phase labels 1 = Phase 1, 2 = Phase 2, 3 = Finalist. */
export const PHASES = [1, 2, 3] as const;
export type PhaseNumber = (typeof PHASES)[number];
export const PHASE_LABEL: Record<PhaseNumber, string> = labelTable<PhaseNumber>({ 1: 'phaseLabel.1', 2: 'phaseLabel.2', 3: 'phaseLabel.3' });

/** The most teams one bulk action may name (a page of the list is at most 100; this leaves room for "select all" over several pages). */
export const PHASE_BULK_MAX = 500;
/** The most candidate teams an auto-eliminate preview lists by name (the count is always exact). */
export const AUTO_ELIMINATE_PREVIEW_MAX = 500;
/** Longest elimination reason (characters, after trimming). */
export const ELIMINATION_REASON_MAX = 200;

/** The bulk transitions, by their path under /teams/phases. */
export const PHASE_ACTIONS = ['promote-phase2', 'promote-finalist', 'demote-finalist', 'demote-phase2', 'reactivate', 'eliminate'] as const;
export type PhaseAction = (typeof PHASE_ACTIONS)[number];

/** A team as Phase Management lists it: its state, scores and school (no members). */
export interface PhaseTeam extends TeamProgress, Pick<SchoolPlace, 'schoolCode' | 'schoolName' | 'region'> {
  _id: string;
  teamId: string;
  teamName: string;
  category: Category;
  updatedAt: string;
}

export const PHASE_TEAM_SORTS = ['teamId', 'teamName', 'schoolName', 'currentPhase', 'totalScore', 'phase1Score', 'phase2Score', 'phase3Score', 'updatedAt'] as const;
export type PhaseTeamSort = (typeof PHASE_TEAM_SORTS)[number];

/**
 * `GET /teams/phases/list`: page, limit, search (team name, Team ID, school name, school code),
 * sort and order, and the filters (each optional, combined with AND; 'all' means no filter).
 */
export interface PhaseListQuery extends ListQuery<PhaseTeamSort> {
  phase?: PhaseNumber;
  status?: TeamStatus;
  category?: Category;
  /** 'unscored': teams without a score for the phase they are in (issue 25); 'scored': with one. */
  score?: PhaseScoreFilter;
}

/** The score filter of Phase Management: teams not yet scored (or scored) for their current phase. */
export const PHASE_SCORE_FILTERS = ['unscored', 'scored'] as const;
export type PhaseScoreFilter = (typeof PHASE_SCORE_FILTERS)[number];

/** Body of promote-phase2, promote-finalist, demote-finalist, demote-phase2 and reactivate. */
export interface PhaseTeamsInput {
  /** Each a team's `_id` or its Team ID; 1 to PHASE_BULK_MAX; repeats count once. */
  teamIds: string[];
}

/** Body of eliminate. */
export interface EliminateTeamsInput extends PhaseTeamsInput {
  /** Optional; blank or absent means the spec's default, 'Performance based'. */
  reason?: string;
}

/** Body of auto-eliminate. */
export interface AutoEliminateInput {
  /** Teams of the phase whose score for it is below this (0-100) are eliminated. */
  threshold: number;
  /** Default 1 (spec). */
  phase?: PhaseNumber;
  /** Absent or false: a preview that changes nothing. true: eliminate the teams that qualify at that moment. */
  confirm?: boolean;
}

/** Body of `PUT /teams/phases/{id}/score`. */
export interface PhaseScoreInput {
  phase: PhaseNumber;
  /** A whole number from 0 to 100. */
  score: number;
}

/** A team a bulk action did not change, and why. */
export interface PhaseRefusal {
  /** The team's Team ID when it exists; otherwise the reference as sent (an `_id` or a Team ID). */
  teamId: string;
  /** The team's `_id` and name when it exists (`teamId` is then its Team ID, whatever was sent). */
  _id: string | null;
  teamName: string | null;
  reason: string;
}

/**
 * The answer of a bulk action: the teams changed (their new state) and the teams refused. HTTP 200
 * when at least one team changed; when none did, a 409 (404 when no named team exists) whose body
 * carries the same `data` beside `success: false`.
 */
export interface PhaseActionResult {
  applied: PhaseTeam[];
  refused: PhaseRefusal[];
  /** A bulk move that changed teams (issue 25): what to send to undo it, and until when. */
  move?: PhaseMoveRef;
}

/** How long a bulk move can be undone (issue 25: "a few minutes"). */
export const PHASE_MOVE_UNDO_MINUTES = 10;

/** A recorded bulk move: `POST /teams/phases/moves/{id}/undo` restores its teams until `undoUntil`. */
export interface PhaseMoveRef {
  id: string;
  /** ISO 8601. */
  undoUntil: string;
  /** How many teams it changed. */
  teams: number;
}

/** The answer of an undo: the teams put back as they were before the move. */
export interface PhaseUndoResult {
  moveId: string;
  restored: PhaseTeam[];
}

/**
 * Why an undo was refused (409): the window has passed, it was undone already, or some of its
 * teams changed since (listed by Team ID and name; nothing is restored then).
 */
export interface PhaseUndoRefusal {
  reason: 'expired' | 'undone' | 'changed';
  changed: PhaseRefusal[];
}

/** The answer of auto-eliminate: the teams that would be (preview) or were (confirm) eliminated. */
export interface AutoEliminateResult extends PhaseActionResult {
  confirmed: boolean;
  phase: PhaseNumber;
  threshold: number;
  /** The elimination reason written on each team. */
  reason: string;
  /** How many teams qualify (preview) or were eliminated (confirm). */
  total: number;
  /** Preview: the first AUTO_ELIMINATE_PREVIEW_MAX candidates (lowest score first); confirm: empty, see `applied`. */
  candidates: PhaseTeam[];
  /** Teams of the phase that have no score for it yet: auto-eliminate leaves them alone. */
  unscored: number;
}

/**
 * Issue 27, "Promote top N": per region or zone and category, the N best-scored teams ACTIVE in
 * phase 1 (they go to Phase 2) or phase 2 (they become finalists), through the bulk action of that
 * phase (PROMOTE_TOP_ACTION) so its rules, audit entries and undo apply.
 */
export const PROMOTE_TOP_PHASES = [1, 2] as const;
export type PromoteTopPhase = (typeof PROMOTE_TOP_PHASES)[number];
export const PROMOTE_TOP_GROUPINGS = ['region', 'zone'] as const;
export type PromoteTopGroupBy = (typeof PROMOTE_TOP_GROUPINGS)[number];
/** The largest N. */
export const PROMOTE_TOP_MAX = 100;
export const PROMOTE_TOP_ACTION: Readonly<Record<PromoteTopPhase, PhaseAction>> = { 1: 'promote-phase2', 2: 'promote-finalist' };

/** Body of `POST /teams/phases/promote-top`. */
export interface PromoteTopInput {
  phase: PromoteTopPhase;
  /** A whole number from 1 to PROMOTE_TOP_MAX: the teams taken from each group. */
  n: number;
  groupBy: PromoteTopGroupBy;
  /** A judging round's `_id` (issue 27): only the teams it judged are candidates; absent: every team of the phase. */
  roundId?: string;
  /** Absent or false: a preview that changes nothing. true: promote the teams chosen at that moment. */
  confirm?: boolean;
}

/** A team promote-top chooses, with its score for the phase. */
export interface PromoteTopTeam {
  _id: string;
  teamId: string;
  teamName: string;
  schoolCode: string;
  schoolName: string;
  score: number;
}

/** One group of promote-top: a region (or zone) and a category. */
export interface PromoteTopGroup {
  /** The region's name, or the zone's code (N, S, E, W, C). */
  key: string;
  category: Category;
  /** Its candidates: the teams ACTIVE in the phase with a score for it. */
  candidates: number;
  /** The chosen teams, best first: the N best, and every team tied with the Nth (so possibly more than N). */
  teams: PromoteTopTeam[];
  /** Whether a tie at the Nth score took the group past N. */
  tied: boolean;
}

/** The answer of promote-top: the groups chosen, and (confirm) the bulk promotion's result. */
export interface PromoteTopResult extends PhaseActionResult {
  confirmed: boolean;
  phase: PromoteTopPhase;
  n: number;
  groupBy: PromoteTopGroupBy;
  /** How many teams are chosen (preview) or were promoted (confirm). */
  total: number;
  /** Groups with at least one candidate, by key then category. */
  groups: PromoteTopGroup[];
}

/** Every team status, in the order the filters list them. */
export const TEAM_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'FINALIST', 'WINNER', 'ELIMINATED'];

/** Who may be auto-eliminated: competing teams (never a winner, never one already eliminated). */
export const AUTO_ELIMINABLE_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'FINALIST'];

/** A team status in words ('Active'), in the current language. */
const STATUS_WORD: Readonly<Record<TeamStatus, string>> = labelTable<TeamStatus>({
  ACTIVE: 'teamStatus.ACTIVE',
  INACTIVE: 'teamStatus.INACTIVE',
  SUSPENDED: 'teamStatus.SUSPENDED',
  ELIMINATED: 'teamStatus.ELIMINATED',
  FINALIST: 'teamStatus.FINALIST',
  WINNER: 'teamStatus.WINNER',
});

/** 'Active in Phase 2', 'Eliminated in Phase 1', 'Finalist'. */
export function phaseStateLabel(status: TeamStatus, phase: number): string {
  if (status === 'FINALIST' || status === 'WINNER') return STATUS_WORD[status];
  const label = PHASE_LABEL[phase as PhaseNumber] ?? message('phaseState.unknownPhase', { phase });
  return message('phaseState.inPhase', { status: STATUS_WORD[status] ?? status, phase: label });
}

/** What each bulk action does, in words (success and refusal messages): its catalogue keys, and the verb of the failure toast. */
const ACTION_WORDS: Record<PhaseAction, { applied: MessageKey; noneApplied: MessageKey; rule: MessageKey; verb: 'promote' | 'demote' | 'reactivate' | 'eliminate' }> = {
  'promote-phase2': { applied: 'phaseAction.promotePhase2.applied', noneApplied: 'phaseAction.promotePhase2.noneApplied', rule: 'phaseAction.promotePhase2.rule', verb: 'promote' },
  'promote-finalist': { applied: 'phaseAction.promoteFinalist.applied', noneApplied: 'phaseAction.promoteFinalist.noneApplied', rule: 'phaseAction.promoteFinalist.rule', verb: 'promote' },
  'demote-finalist': { applied: 'phaseAction.demoteFinalist.applied', noneApplied: 'phaseAction.demoteFinalist.noneApplied', rule: 'phaseAction.demoteFinalist.rule', verb: 'demote' },
  'demote-phase2': { applied: 'phaseAction.demotePhase2.applied', noneApplied: 'phaseAction.demotePhase2.noneApplied', rule: 'phaseAction.demotePhase2.rule', verb: 'demote' },
  reactivate: { applied: 'phaseAction.reactivate.applied', noneApplied: 'phaseAction.reactivate.noneApplied', rule: 'phaseAction.reactivate.rule', verb: 'reactivate' },
  eliminate: { applied: 'phaseAction.eliminate.applied', noneApplied: 'phaseAction.eliminate.noneApplied', rule: 'phaseAction.eliminate.rule', verb: 'eliminate' },
};

/** Messages of the phase API (ours where the spec does not word them; the spec's where it does), in the current language. */
export const PHASE_MSG = withMembers(
  messageTable(english, 'phases', {
    /** Spec (back-office section 8): the toast of a failed bulk action, e.g. 'Failed to promote team(s)'. */
    failedAction: (action: PhaseAction) => message('phases.failedAction', { verb: ACTION_WORDS[action].verb }),
    notReachedPhase: (phase: PhaseNumber) => message('phases.notReachedPhase', { phase: PHASE_LABEL[phase] }),
    /** Why one team was refused: the rule, and where the team stands. */
    refusal: (action: PhaseAction, status: TeamStatus, phase: number) =>
      message('phases.refusal', { rule: message(ACTION_WORDS[action].rule), state: phaseStateLabel(status, phase) }),
    applied: (action: PhaseAction, applied: number, refused: number) => message(ACTION_WORDS[action].applied, { applied, refused }),
    noneApplied: (action: PhaseAction) => message(ACTION_WORDS[action].noneApplied),
    /**
     * The reason written on each auto-eliminated team: stored with the team (like
     * DEFAULTS.eliminationReason), so it stays in English whatever the language of the request.
     */
    autoEliminationReason: (phase: PhaseNumber, threshold: number) =>
      `Auto-eliminated: ${{ 1: 'Phase 1', 2: 'Phase 2', 3: 'Finalist' }[phase]} score below ${threshold}`,
    autoEliminatePreview: (count: number, phase: PhaseNumber, threshold: number) =>
      message('phases.autoEliminatePreview', { count, phase: PHASE_LABEL[phase], threshold }),
    autoEliminated: (count: number, phase: PhaseNumber, threshold: number) =>
      message('phases.autoEliminated', { count, phase: PHASE_LABEL[phase], threshold }),
  }),
  {
    /** Spec (back-office section 5). */
    get selectTeamsFirst() {
      return MSG.selectTeamsFirst;
    },
    defaultEliminationReason: DEFAULTS.eliminationReason,
    get tooManyTeams() {
      return message('phases.tooManyTeams', { max: PHASE_BULK_MAX });
    },
    get reasonText() {
      return message('phases.reasonText', { max: ELIMINATION_REASON_MAX });
    },
  },
);

/** Messages of the undo of a bulk move (issue 25), in the current language (the `api` namespace). */
export const PHASE_MOVE_MSG = {
  undone: (count: number) => translate('api.phaseMoves.undone', { count }),
  expired: () => translate('api.phaseMoves.expired', { minutes: PHASE_MOVE_UNDO_MINUTES }),
  alreadyUndone: () => translate('api.phaseMoves.alreadyUndone'),
  /** `teams`: 'A1001JR1 Alpha, A1001JR2 Bravo'. */
  changedSince: (count: number, teams: string) => translate('api.phaseMoves.changedSince', { count, teams }),
  changedReason: (status: TeamStatus, phase: number) => translate('api.phaseMoves.changedReason', { state: phaseStateLabel(status, phase) }),
  notFound: () => translate('api.phaseMoves.notFound'),
  invalidId: () => translate('api.phaseMoves.invalidId'),
} as const;

/** Messages of promote-top (issue 27), in the current language (the `api` namespace). */
export const PROMOTE_TOP_MSG = {
  /** `tied`: some group has more than N teams because of a tie at the Nth score. */
  preview: (count: number, phase: PromoteTopPhase, n: number, groupBy: PromoteTopGroupBy, tied: boolean) =>
    translate('api.promoteTop.preview', { count, from: PHASE_LABEL[phase], target: phase === 2 ? 'finalist' : 'phase2', n, groupBy, tied: tied ? 'yes' : 'no' }),
  nothingToPromote: (phase: PromoteTopPhase) => translate('api.promoteTop.nothingToPromote', { from: PHASE_LABEL[phase] }),
  get phase() {
    return translate('api.promoteTop.phase');
  },
  get n() {
    return translate('api.promoteTop.n', { max: PROMOTE_TOP_MAX });
  },
  get nRequired() {
    return translate('api.promoteTop.nRequired');
  },
  get groupBy() {
    return translate('api.promoteTop.groupBy');
  },
  get groupByRequired() {
    return translate('api.promoteTop.groupByRequired');
  },
};
