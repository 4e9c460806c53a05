import { endpoint, seg } from '../endpoint';
import type { Paginated } from '../paging';
import type { AutoEliminateInput, AutoEliminateResult, EliminateTeamsInput, PhaseActionResult, PhaseScoreInput, PhaseTeam, PhaseTeamsInput } from '../phases';

/**
 * Team phases (back-office spec, section 7), admin only. The list takes PhaseListQuery as its
 * query string (`callEndpoint(PHASES_API.list, { params: [], query })`). Each bulk action answers
 * `{ applied, refused }`: a team in the wrong state is refused and reported, not changed.
 */
export const PHASES_API = {
  list: endpoint<Paginated<PhaseTeam>>()('GET', 'Paginated<PhaseTeam>', () => '/teams/phases/list'),
  /** ACTIVE in phase 1 -> phase 2. */
  promotePhase2: endpoint<PhaseActionResult, PhaseTeamsInput>()('POST', 'PhaseActionResult', () => '/teams/phases/promote-phase2'),
  /** ACTIVE in phase 2 -> FINALIST (phase 3). */
  promoteFinalist: endpoint<PhaseActionResult, PhaseTeamsInput>()('POST', 'PhaseActionResult', () => '/teams/phases/promote-finalist'),
  /** FINALIST -> ACTIVE in phase 2. */
  demoteFinalist: endpoint<PhaseActionResult, PhaseTeamsInput>()('POST', 'PhaseActionResult', () => '/teams/phases/demote-finalist'),
  /** ACTIVE in phase 2 -> phase 1. */
  demotePhase2: endpoint<PhaseActionResult, PhaseTeamsInput>()('POST', 'PhaseActionResult', () => '/teams/phases/demote-phase2'),
  /** ELIMINATED -> ACTIVE in the phase it stopped in (FINALIST when that was the finale). */
  reactivate: endpoint<PhaseActionResult, PhaseTeamsInput>()('POST', 'PhaseActionResult', () => '/teams/phases/reactivate'),
  /** Any team not yet eliminated -> ELIMINATED, with the reason (default 'Performance based'). */
  eliminate: endpoint<PhaseActionResult, EliminateTeamsInput>()('POST', 'PhaseActionResult', () => '/teams/phases/eliminate'),
  /** Without confirm: the preview, nothing changes. With confirm: true: eliminates the teams below the threshold at that moment. */
  autoEliminate: endpoint<AutoEliminateResult, AutoEliminateInput>()('POST', 'AutoEliminateResult', () => '/teams/phases/auto-eliminate'),
  /** `id`: the team's `_id` or Team ID. Sets the phase's score and the total (sum of the phase scores). */
  score: endpoint<PhaseTeam, PhaseScoreInput>()('PUT', 'PhaseTeam', (id: string) => `/teams/phases/${seg(id)}/score`),
} as const;
