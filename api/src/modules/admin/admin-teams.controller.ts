import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_API, API_MSG, MSG, type Role } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { AdminTeamsService } from './admin-teams.service';
import { AdminTeamStatusDto, AdminTeamUpdateDto } from './dto/admin-writes.dto';

/**
 * Who changes teams from the back office: the admin alone. Spec section 6 makes the super admin
 * view-only and the region admin read-only ("editing belongs to the main admin dashboard"); the
 * section 7 note that their dashboards carry this call does not make them editors (decisions.md).
 * The scope still narrows every read and write, so widening the roles cannot reach another region.
 */
export const ADMIN_TEAM_EDITORS: Role[] = ['admin'];

@ApiTags('admin')
@ApiBearerAuth()
@Roles(...ADMIN_TEAM_EDITORS)
@Controller()
export class AdminTeamsController {
  constructor(private readonly teams: AdminTeamsService) {}

  @ApiEndpoint(ADMIN_API.updateTeam)
  @ApiOperation({
    summary:
      "Edits a team (id: _id or Team ID): teamName, category, members with the school form's rules and the team's updatedAt as last read, or { assignedMentor } (an active mentor of the same school with fewer than 2 teams; null removes)" })
  @ApiResponse({ status: 400, description: `Validation: \`errors: [{ path, msg }]\` (e.g. ${MSG.exactlyOneLeader}, ${API_MSG.mentorFull}, ${API_MSG.teamUpdatedAtRequired})` })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  @ApiResponse({ status: 409, description: API_MSG.teamStale })
  async update(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: AdminTeamUpdateDto) {
    const { team, message } = await this.teams.update(actor, scope, id, dto);
    return ok(team, message);
  }

  @ApiEndpoint(ADMIN_API.updateTeamStatus)
  @ApiOperation({ summary: 'Mark Active / Mark Inactive (or Suspended); FINALIST, WINNER and ELIMINATED are changed in Phase Management' })
  @ApiResponse({ status: 400, description: API_MSG.teamStatusInvalid })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  @ApiResponse({ status: 409, description: "The team's status belongs to Phase Management (finalist, winner, eliminated)" })
  async setStatus(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: AdminTeamStatusDto) {
    return ok(await this.teams.setStatus(actor, scope, id, dto.status), MSG.teamStatusUpdated);
  }
}
