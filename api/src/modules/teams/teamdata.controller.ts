import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, TEAMS_API } from '@hackathon/contracts';
import { CallerScope, CurrentUser, Roles, type AuthUser } from '../../auth';
import { ApiResult, ok } from '../../common';
import type { ReaderScope } from '../../database';
import { TEAM_DATA_READERS, TeamsService } from './teams.service';

@ApiTags('teams')
@ApiBearerAuth()
@Controller('teamdata')
export class TeamDataController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @Roles('team')
  @ApiOperation({ summary: "The signed-in team's record with its school and assigned mentor" })
  @ApiResult(TEAMS_API.ownTeamData)
  async own(@CallerScope() scope: ReaderScope, @CurrentUser() user: AuthUser) {
    return ok(await this.teams.ownTeamData(scope, user.sub), API_MSG.teamLoaded);
  }

  @Get(':id')
  @Roles(...TEAM_DATA_READERS)
  @ApiOperation({ summary: "A team's record by _id or Team ID (the team itself, its school admin, admin roles; region admins in their region)" })
  @ApiResult(TEAMS_API.teamData)
  @ApiResponse({ status: 400, description: API_MSG.invalidTeamId })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async byId(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.teams.teamData(scope, id), API_MSG.teamLoaded);
  }
}
