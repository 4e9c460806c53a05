/**
 * Phase Management (back-office spec: Admin dashboard "Phase Management", section 4 "Phase
 * management", section 7 "Team phases"): the list, the six bulk transitions, auto-eliminate and
 * the score. Every transition is checked per team on the server; a team in the wrong state is
 * refused and reported, never changed.
 */
import { DEFAULTS, type Category } from './constants';
import type { SchoolPlace, TeamProgress, TeamStatus } from './entities';
import { MSG } from './messages';
import type { ListQuery } from './paging';

/** Spec: phase labels 1 = Phase 1, 2 = Phase 2, 3 = Finalist. */
export const PHASES = [1, 2, 3] as const;
export type PhaseNumber = (typeof PHASES)[number];
export const PHASE_LABEL: Record<PhaseNumber, string> = { 1: 'Phase 1', 2: 'Phase 2', 3: 'Finalist' };

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
}

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
  /** The reference as sent (an `_id` or a Team ID). */
  teamId: string;
  /** The team's `_id` and name when it exists. */
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

/** Every team status, in the order the filters list them. */
export const TEAM_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'FINALIST', 'WINNER', 'ELIMINATED'];

/** Who may be auto-eliminated: competing teams (never a winner, never one already eliminated). */
export const AUTO_ELIMINABLE_STATUSES: readonly TeamStatus[] = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'FINALIST'];

const STATUS_WORD: Record<TeamStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  SUSPENDED: 'Suspended',
  ELIMINATED: 'Eliminated',
  FINALIST: 'Finalist',
  WINNER: 'Winner',
};

/** 'Active in Phase 2', 'Eliminated in Phase 1', 'Finalist'. */
export function phaseStateLabel(status: TeamStatus, phase: number): string {
  if (status === 'FINALIST' || status === 'WINNER') return STATUS_WORD[status];
  const label = PHASE_LABEL[phase as PhaseNumber] ?? `phase ${phase}`;
  return `${STATUS_WORD[status] ?? status} in ${label}`;
}

/** What each bulk action does, in words (success and refusal messages). */
const ACTION_WORDS: Record<PhaseAction, { done: string; rule: string; verb: string }> = {
  'promote-phase2': { done: 'promoted to Phase 2', rule: 'Only active teams in Phase 1 can be promoted to Phase 2', verb: 'promote' },
  'promote-finalist': { done: 'promoted to Finalist', rule: 'Only active teams in Phase 2 can be promoted to Finalist', verb: 'promote' },
  'demote-finalist': { done: 'demoted to Phase 2', rule: 'Only finalists can be demoted to Phase 2', verb: 'demote' },
  'demote-phase2': { done: 'demoted to Phase 1', rule: 'Only active teams in Phase 2 can be demoted to Phase 1', verb: 'demote' },
  reactivate: { done: 'reactivated', rule: 'Only eliminated teams can be reactivated', verb: 'reactivate' },
  eliminate: { done: 'eliminated', rule: 'This team is already eliminated', verb: 'eliminate' },
};

const teams = (n: number) => `${n} team${n === 1 ? '' : 's'}`;

/** Messages of the phase API (ours where the spec does not word them; the spec's where it does). */
export const PHASE_MSG = {
  /** Spec (back-office section 5). */
  selectTeamsFirst: MSG.selectTeamsFirst,
  /** Spec (back-office section 8). */
  scoreUpdated: 'Score updated successfully',
  /** Spec (back-office section 8): the toast of a failed bulk action, e.g. 'Failed to promote team(s)'. */
  failedAction: (action: PhaseAction) => `Failed to ${ACTION_WORDS[action].verb} team(s)`,
  defaultEliminationReason: DEFAULTS.eliminationReason,
  teamIdsList: 'teamIds must be a list of team IDs',
  tooManyTeams: `At most ${PHASE_BULK_MAX} teams can be changed at once`,
  reasonText: `The reason must be text of at most ${ELIMINATION_REASON_MAX} characters`,
  phase: 'Phase must be 1 (Phase 1), 2 (Phase 2) or 3 (Finalist)',
  phaseRequired: 'Phase is required',
  score: 'Score must be a whole number from 0 to 100',
  scoreRequired: 'Score is required',
  threshold: 'Threshold must be a whole number from 0 to 100',
  thresholdRequired: 'Threshold is required',
  teamsLoaded: 'Teams loaded',
  scoreUnchanged: 'Score unchanged',
  notReachedPhase: (phase: PhaseNumber) => `This team has not reached ${PHASE_LABEL[phase]}, so it cannot be scored for it`,
  /** Why one team was refused: the rule, and where the team stands. */
  refusal: (action: PhaseAction, status: TeamStatus, phase: number) => `${ACTION_WORDS[action].rule} (this team: ${phaseStateLabel(status, phase)})`,
  applied: (action: PhaseAction, applied: number, refused: number) =>
    `${teams(applied)} ${ACTION_WORDS[action].done}${refused > 0 ? `; ${teams(refused)} refused` : ''}`,
  noneApplied: (action: PhaseAction) => `None of the selected teams can be ${ACTION_WORDS[action].done}`,
  autoEliminationReason: (phase: PhaseNumber, threshold: number) => `Auto-eliminated: ${PHASE_LABEL[phase]} score below ${threshold}`,
  autoEliminatePreview: (count: number, phase: PhaseNumber, threshold: number) =>
    `${teams(count)} in ${PHASE_LABEL[phase]} scored below ${threshold} and would be eliminated. Confirm to eliminate ${count === 1 ? 'it' : 'them'}.`,
  autoEliminated: (count: number, phase: PhaseNumber, threshold: number) => `${teams(count)} in ${PHASE_LABEL[phase]} with a score below ${threshold} eliminated`,
} as const;
