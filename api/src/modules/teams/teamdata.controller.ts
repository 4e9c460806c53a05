import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG } from '@hackathon/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../auth';
import { ok } from '../../common';
import { TEAM_DATA_READERS, TeamsService } from './teams.service';

@ApiTags('teams')
@ApiBearerAuth()
@Controller('teamdata')
export class TeamDataController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @Roles('team')
  @ApiOperation({ summary: "The signed-in team's record with its school and assigned mentor" })
  @ApiResponse({ status: 200, description: '`data: TeamData`' })
  async own(@CurrentUser() user: AuthUser) {
    return ok(await this.teams.ownTeamData(user), API_MSG.teamLoaded);
  }

  @Get(':id')
  @Roles(...TEAM_DATA_READERS)
  @ApiOperation({ summary: "A team's record by _id or Team ID (the team itself, its school admin, admin roles; region admins in their region)" })
  @ApiResponse({ status: 200, description: '`data: TeamData`' })
  @ApiResponse({ status: 400, description: API_MSG.invalidTeamId })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async byId(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.teams.teamData(user, id), API_MSG.teamLoaded);
  }
}
