import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, SCHEDULE_API, type Role } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { ScheduleService } from './schedule.service';

/** The school's admin, its teams, and the admin roles (region admins in their region, by scope). */
export const SCHEDULE_READERS: Role[] = ['admin', 'super_admin', 'region_admin', 'school_admin', 'team'];

@ApiTags('schedule')
@ApiBearerAuth()
@Controller()
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @ApiEndpoint(SCHEDULE_API.forSchool)
  @Roles(...SCHEDULE_READERS)
  @ApiOperation({ summary: "A school's bootcamp schedule with Day 1-4 attendance (its school admin and teams, admin roles)" })
  @ApiResponse({ status: 400, description: API_MSG.invalidSchoolCode })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: `${MSG.scheduleNotAvailable} / ${API_MSG.schoolNotFound}` })
  async forSchool(@CallerScope() scope: ReaderScope, @Param('schoolCode') schoolCode: string) {
    return ok(await this.schedule.forSchool(scope, schoolCode), API_MSG.scheduleLoaded);
  }
}
