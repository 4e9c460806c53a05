import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, STANDINGS_API } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { StandingsService } from './standings.service';

@ApiTags('standings')
@ApiBearerAuth()
@Controller()
export class StandingsController {
  constructor(private readonly standings: StandingsService) {}

  @ApiEndpoint(STANDINGS_API.me)
  @Roles('team')
  @ApiOperation({
    summary: "The signed-in team's status, phases, scores and rank in its category (equal scores share a rank; eliminated teams are not ranked)" })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async me(@CallerScope() scope: ReaderScope) {
    return ok(await this.standings.standingInScope(scope), API_MSG.standingLoaded);
  }
}
