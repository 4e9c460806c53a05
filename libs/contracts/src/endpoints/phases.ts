import { endpoint } from '../endpoint';
import type { PhaseListQuery } from '../phases';
import type { Paginated } from '../paging';
import type {
  AutoEliminateInput,
  AutoEliminateResult,
  EliminateTeamsInput,
  PhaseActionResult,
  PhaseScoreInput,
  PhaseTeam,
  PhaseTeamsInput,
  PhaseUndoResult,
  PromoteTopInput,
  PromoteTopResult,
} from '../phases';

/**
 * Team phases (back-office spec, section 7), admin only. The list takes PhaseListQuery as its
 * query string (`callEndpoint(PHASES_API.list, { params: [], query })`). Each bulk action answers
 * `{ applied, refused }`: a team in the wrong state is refused and reported, not changed.
 */
export const PHASES_API = {
  list: endpoint<{ data: Paginated<PhaseTeam>; query: PhaseListQuery }>()('GET', '/teams/phases/list'),
  /** ACTIVE in phase 1 -> phase 2. */
  promotePhase2: endpoint<{ data: PhaseActionResult; body: PhaseTeamsInput }>()('POST', '/teams/phases/promote-phase2', { status: 200 }),
  /** ACTIVE in phase 2 -> FINALIST (phase 3). */
  promoteFinalist: endpoint<{ data: PhaseActionResult; body: PhaseTeamsInput }>()('POST', '/teams/phases/promote-finalist', { status: 200 }),
  /** FINALIST -> ACTIVE in phase 2. */
  demoteFinalist: endpoint<{ data: PhaseActionResult; body: PhaseTeamsInput }>()('POST', '/teams/phases/demote-finalist', { status: 200 }),
  /** ACTIVE in phase 2 -> phase 1. */
  demotePhase2: endpoint<{ data: PhaseActionResult; body: PhaseTeamsInput }>()('POST', '/teams/phases/demote-phase2', { status: 200 }),
  /** ELIMINATED -> ACTIVE in the phase it stopped in (FINALIST when that was the finale). */
  reactivate: endpoint<{ data: PhaseActionResult; body: PhaseTeamsInput }>()('POST', '/teams/phases/reactivate', { status: 200 }),
  /** Any team not yet eliminated -> ELIMINATED, with the reason (default 'Performance based'). */
  eliminate: endpoint<{ data: PhaseActionResult; body: EliminateTeamsInput }>()('POST', '/teams/phases/eliminate', { status: 200 }),
  /** Without confirm: the preview, nothing changes. With confirm: true: eliminates the teams below the threshold at that moment. */
  autoEliminate: endpoint<{ data: AutoEliminateResult; body: AutoEliminateInput }>()('POST', '/teams/phases/auto-eliminate', { status: 200 }),
  /**
   * Issue 27: per region (or zone) and category, the N best-scored ACTIVE teams of phase 1 or 2,
   * ties at the Nth score all in. Without confirm: the preview. With confirm: true: the choice made
   * again at that moment, promoted like promotePhase2 / promoteFinalist (rules, audit, undo).
   */
  promoteTop: endpoint<{ data: PromoteTopResult; body: PromoteTopInput }>()('POST', '/teams/phases/promote-top', { status: 200 }),
  /** `id`: the team's `_id` or Team ID. Sets the phase's score and the total (sum of the phase scores). */
  score: endpoint<{ data: PhaseTeam; body: PhaseScoreInput }>()('PUT', '/teams/phases/:id/score'),
  /**
   * Issue 25: undoes a bulk move (its `move.id`) within PHASE_MOVE_UNDO_MINUTES, restoring exactly
   * its teams as they were, if none changed since; otherwise a 409 with `data: PhaseUndoRefusal`.
   */
  undoMove: endpoint<{ data: PhaseUndoResult }>()('POST', '/teams/phases/moves/:id/undo', { status: 200 }),
} as const;
