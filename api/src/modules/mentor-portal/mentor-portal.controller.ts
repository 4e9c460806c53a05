import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MENTOR_PORTAL_API } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { MentorPortalService } from './mentor-portal.service';

@ApiTags('mentors')
@ApiBearerAuth()
@Controller()
export class MentorPortalController {
  constructor(private readonly portal: MentorPortalService) {}

  @ApiEndpoint(MENTOR_PORTAL_API.me)
  @Roles('mentor')
  @ApiOperation({ summary: "The signed-in mentor's dashboard (issue 26): its record, school, assigned teams (phase, scores, rank, members, attendance) and the school's schedule" })
  @ApiResponse({ status: 403, description: 'Not a mentor, or an account bound to no mentor' })
  async me(@CallerScope() scope: ReaderScope) {
    return ok(await this.portal.me(scope), API_MSG.mentorPortalLoaded);
  }
}
