import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, SCHOOL_PAGE_API, SCHOOL_PAGE_MSG } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { SCHOOL_PAGE_READERS } from './school-page-readers';
import { SchoolPageService } from './school-page.service';

/** One page per school (issue 25): the admin's, and read-only the super admin's and the region admin's of its region. */
@ApiTags('school-page')
@ApiBearerAuth()
@Controller()
export class SchoolPageController {
  constructor(private readonly schoolPage: SchoolPageService) {}

  @ApiEndpoint(SCHOOL_PAGE_API.get)
  @Roles(...SCHOOL_PAGE_READERS)
  @ApiOperation({
    summary:
      "A school's page: directory entry, registration, every proof of payment with its verdict (who, when, why), mentors, teams with phases and scores, schedule and Day 1-4 attendance, and the latest 50 Activity entries about it and its teams and mentors",
  })
  @ApiResponse({ status: 400, description: API_MSG.invalidSchoolCode })
  @ApiResponse({ status: 403, description: 'A school outside the caller\'s region (region admin), or a participant\'s token' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  async get(@CallerScope() scope: ReaderScope, @Param('code') code: string) {
    return ok(await this.schoolPage.read(scope, code), SCHOOL_PAGE_MSG.loaded);
  }
}
