import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG } from '@hackathon/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../auth';
import { ok } from '../../common';
import { SCHEDULE_READERS, ScheduleService } from './schedule.service';

@ApiTags('schedule')
@ApiBearerAuth()
@Controller('school-time')
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @Get('kv/:schoolCode')
  @Roles(...SCHEDULE_READERS)
  @ApiOperation({ summary: "A school's bootcamp schedule with Day 1-4 attendance (its school admin and teams, admin roles)" })
  @ApiResponse({ status: 200, description: '`data: ScheduleRecord` (kvCode, kvName, cohorts, times, SRDAY1-4, JRDAY1-4; P = present)' })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: `${MSG.scheduleNotAvailable} / ${API_MSG.schoolNotFound}` })
  async forSchool(@CurrentUser() user: AuthUser, @Param('schoolCode') schoolCode: string) {
    return ok(await this.schedule.forSchool(user, schoolCode), API_MSG.scheduleLoaded);
  }
}
