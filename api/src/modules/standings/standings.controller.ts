import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, STANDINGS_API } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiResult, ok } from '../../common';
import type { ReaderScope } from '../../database';
import { StandingsService } from './standings.service';

@ApiTags('standings')
@ApiBearerAuth()
@Controller('standings')
export class StandingsController {
  constructor(private readonly standings: StandingsService) {}

  @Get('me')
  @Roles('team')
  @ApiOperation({
    summary: "The signed-in team's status, phases, scores and rank in its category (equal scores share a rank; eliminated teams are not ranked)",
  })
  @ApiResult(STANDINGS_API.me)
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async me(@CallerScope() scope: ReaderScope) {
    return ok(await this.standings.standingInScope(scope), API_MSG.standingLoaded);
  }
}
