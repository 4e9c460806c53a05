import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, DEFAULTS, PHASE_MOVE_MSG, PHASE_MOVE_UNDO_MINUTES, PHASE_MSG, PHASES_API, PROMOTE_TOP_ACTION, PROMOTE_TOP_MSG, type PhaseAction, type PromoteTopResult } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { AutoEliminateDto, EliminateTeamsDto, PhaseListQueryDto, PhaseScoreDto, PhaseTeamsDto, PromoteTopDto } from './dto/phases.dto';
import { eliminationReason, PhasesService } from './phases.service';

const REFUSED =
  'None of the teams could take the action: `data: PhaseActionResult` lists each refusal and its reason (404 when none of the named teams exists)';

/**
 * Team phases (back-office spec, section 7). Phase management is the admin's alone (spec section
 * 6: admin-only endpoints); the scope still narrows every read and write.
 */
@ApiTags('phases')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class PhasesController {
  constructor(private readonly phases: PhasesService) {}

  @ApiEndpoint(PHASES_API.list)
  @ApiOperation({ summary: 'Teams with their phase, status and scores: paged, searched (team name, Team ID, school name or code), filtered by phase, status, category' })
  @ApiResponse({ status: 400, description: 'A paging, sort or filter value out of range' })
  async list(@CallerScope() scope: ReaderScope, @Query() query: PhaseListQueryDto) {
    return ok(await this.phases.list(scope, query), PHASE_MSG.teamsLoaded);
  }

  @ApiEndpoint(PHASES_API.promotePhase2)
  @ApiOperation({ summary: 'ACTIVE teams in phase 1 -> phase 2; other teams are refused and reported' })
  @ApiResponse({ status: 400, description: `${PHASE_MSG.selectTeamsFirst} / ${PHASE_MSG.tooManyTeams} / ${API_MSG.invalidTeamId}` })
  @ApiResponse({ status: 409, description: REFUSED })
  async promotePhase2(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: PhaseTeamsDto) {
    return this.bulk(actor, scope, 'promote-phase2', dto.teamIds);
  }

  @ApiEndpoint(PHASES_API.promoteFinalist)
  @ApiOperation({ summary: 'ACTIVE teams in phase 2 -> FINALIST (phase 3); other teams are refused and reported' })
  @ApiResponse({ status: 409, description: REFUSED })
  async promoteFinalist(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: PhaseTeamsDto) {
    return this.bulk(actor, scope, 'promote-finalist', dto.teamIds);
  }

  @ApiEndpoint(PHASES_API.demoteFinalist)
  @ApiOperation({ summary: 'FINALIST teams -> ACTIVE in phase 2; other teams are refused and reported' })
  @ApiResponse({ status: 409, description: REFUSED })
  async demoteFinalist(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: PhaseTeamsDto) {
    return this.bulk(actor, scope, 'demote-finalist', dto.teamIds);
  }

  @ApiEndpoint(PHASES_API.demotePhase2)
  @ApiOperation({ summary: 'ACTIVE teams in phase 2 -> phase 1; other teams are refused and reported' })
  @ApiResponse({ status: 409, description: REFUSED })
  async demotePhase2(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: PhaseTeamsDto) {
    return this.bulk(actor, scope, 'demote-phase2', dto.teamIds);
  }

  @ApiEndpoint(PHASES_API.reactivate)
  @ApiOperation({ summary: 'ELIMINATED teams -> ACTIVE in the phase they stopped in (FINALIST if that was phase 3); other teams are refused and reported' })
  @ApiResponse({ status: 409, description: REFUSED })
  async reactivate(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: PhaseTeamsDto) {
    return this.bulk(actor, scope, 'reactivate', dto.teamIds);
  }

  @ApiEndpoint(PHASES_API.eliminate)
  @ApiOperation({ summary: `Teams not yet eliminated -> ELIMINATED with the reason (default '${DEFAULTS.eliminationReason}'); eliminated teams are refused and reported` })
  @ApiResponse({ status: 400, description: `${PHASE_MSG.selectTeamsFirst} / ${PHASE_MSG.reasonText}` })
  @ApiResponse({ status: 409, description: REFUSED })
  async eliminate(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: EliminateTeamsDto) {
    return this.bulk(actor, scope, 'eliminate', dto.teamIds, eliminationReason(dto.reason));
  }

  @ApiEndpoint(PHASES_API.autoEliminate)
  @ApiOperation({
    summary:
      'Eliminates the teams of a phase (default 1) whose score for it is below the threshold. Without confirm: true, only the preview (nothing changes); with it, exactly the teams that qualify at that moment' })
  @ApiResponse({ status: 400, description: `${PHASE_MSG.thresholdRequired} / ${PHASE_MSG.threshold} / ${PHASE_MSG.phase}` })
  async autoEliminate(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: AutoEliminateDto) {
    const phase = dto.phase ?? DEFAULTS.autoEliminatePhase;
    const result = await this.phases.autoEliminate(actor, scope, dto.threshold, phase, dto.confirm === true);
    const message = result.confirmed ? PHASE_MSG.autoEliminated(result.total, phase, dto.threshold) : PHASE_MSG.autoEliminatePreview(result.total, phase, dto.threshold);
    return ok(result, message);
  }

  @ApiEndpoint(PHASES_API.promoteTop)
  @ApiOperation({
    summary:
      'Issue 27: per region (or zone) and category, the N best-scored ACTIVE teams of phase 1 (-> Phase 2) or 2 (-> Finalist); teams tied with the Nth are all taken, teams without a score never. Without confirm: true, only the preview (nothing changes); with it, the choice made again at that moment is promoted like promote-phase2 / promote-finalist (same rules, audit entries and undo)',
  })
  @ApiResponse({ status: 400, description: `${PHASE_MSG.phaseRequired} / ${PROMOTE_TOP_MSG.phase} / ${PROMOTE_TOP_MSG.n} / ${PROMOTE_TOP_MSG.groupBy}` })
  @ApiResponse({ status: 409, description: 'Confirm with no team to promote (no candidate has a score)' })
  async promoteTop(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: PromoteTopDto) {
    const result = await this.phases.promoteTop(actor, scope, dto, dto.confirm === true);
    return ok(result, promoteTopMessage(result));
  }

  @ApiEndpoint(PHASES_API.score)
  @ApiOperation({ summary: "Sets a team's score for a phase it has reached (whole number 0-100); totalScore becomes the sum of the phase scores. id: _id or Team ID" })
  @ApiResponse({ status: 400, description: `${PHASE_MSG.score} / ${PHASE_MSG.phase} / ${API_MSG.invalidTeamId}` })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  @ApiResponse({ status: 409, description: 'The team has not reached that phase' })
  async score(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: PhaseScoreDto) {
    const { team, changed } = await this.phases.setScore(actor, scope, id, dto.phase, dto.score);
    return ok(team, changed ? PHASE_MSG.scoreUpdated : PHASE_MSG.scoreUnchanged);
  }

  @ApiEndpoint(PHASES_API.undoMove)
  @ApiOperation({
    summary: `Undoes a bulk move (the move.id a bulk action answered) within ${PHASE_MOVE_UNDO_MINUTES} minutes: exactly its teams go back to their state before it, if none was written since; audited per team ('phase.move_undone')`,
  })
  @ApiResponse({ status: 400, description: PHASE_MOVE_MSG.invalidId() })
  @ApiResponse({ status: 404, description: PHASE_MOVE_MSG.notFound() })
  @ApiResponse({ status: 409, description: 'The move can no longer be undone: `data: PhaseUndoRefusal` says why (expired, undone, or the teams changed since, by Team ID and name); nothing changes' })
  async undoMove(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string) {
    const result = await this.phases.undoMove(actor, scope, id);
    return ok(result, PHASE_MOVE_MSG.undone(result.restored.length));
  }

  private async bulk(actor: AuditActor, scope: ReaderScope, action: PhaseAction, teamIds: string[], reason: string | null = null) {
    const result = await this.phases.transition(actor, scope, action, teamIds, reason);
    return ok(result, PHASE_MSG.applied(action, result.applied.length, result.refused.length));
  }
}

/** A confirmed promote-top says what the bulk promotion says; a preview says what would happen. */
function promoteTopMessage(result: PromoteTopResult): string {
  if (result.confirmed) return PHASE_MSG.applied(PROMOTE_TOP_ACTION[result.phase], result.applied.length, result.refused.length);
  if (result.total === 0) return PROMOTE_TOP_MSG.nothingToPromote(result.phase);
  return PROMOTE_TOP_MSG.preview(result.total, result.phase, result.n, result.groupBy, result.groups.some((group) => group.tied));
}
