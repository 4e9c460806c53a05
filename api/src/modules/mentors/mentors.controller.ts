import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG } from '@hackathon/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../auth';
import { ok } from '../../common';
import { SCHOOL_DATA_READERS } from '../teams/school-access';
import { MentorsService } from './mentors.service';

@ApiTags('mentors')
@ApiBearerAuth()
@Controller('mentors')
export class MentorsController {
  constructor(private readonly mentors: MentorsService) {}

  @Get('school/:code')
  @Roles(...SCHOOL_DATA_READERS)
  @ApiOperation({ summary: "A school's mentors with their assigned teams (its school admin, admin, super admin, region admin of its region)" })
  @ApiResponse({ status: 200, description: '`data: Mentor[]` (assignedTeams: teamId, teamName, category, members)' })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  async bySchool(@CurrentUser() user: AuthUser, @Param('code') code: string) {
    return ok(await this.mentors.listBySchool(user, code), API_MSG.mentorsLoaded);
  }
}
