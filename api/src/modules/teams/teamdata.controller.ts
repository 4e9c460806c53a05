import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, TEAMS_API } from '@hackathon/contracts';
import { CallerScope, CurrentUser, Roles, type AuthUser } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { TEAM_DATA_READERS, TeamsService } from './teams.service';

@ApiTags('teams')
@ApiBearerAuth()
@Controller()
export class TeamDataController {
  constructor(private readonly teams: TeamsService) {}

  @ApiEndpoint(TEAMS_API.ownTeamData)
  @Roles('team')
  @ApiOperation({ summary: "The signed-in team's record with its school and assigned mentor" })
  async own(@CallerScope() scope: ReaderScope, @CurrentUser() user: AuthUser) {
    return ok(await this.teams.ownTeamData(scope, user.sub), API_MSG.teamLoaded);
  }

  @ApiEndpoint(TEAMS_API.teamData)
  @Roles(...TEAM_DATA_READERS)
  @ApiOperation({ summary: "A team's record by _id or Team ID (the team itself, its school admin, admin roles; region admins in their region)" })
  @ApiResponse({ status: 400, description: API_MSG.invalidTeamId })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async byId(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.teams.teamData(scope, id), API_MSG.teamLoaded);
  }
}
