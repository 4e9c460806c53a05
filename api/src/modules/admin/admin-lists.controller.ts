import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_API, ADMIN_LIST_MSG } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiResult, ok } from '../../common';
import type { ReaderScope } from '../../database';
import { ADMIN_READERS } from './admin-readers';
import { AdminListsService } from './admin-lists.service';
import {
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto,
} from './dto/admin-list-queries.dto';

/**
 * The admin dashboard's lists (spec section 7, "Admin data"): paged, searched, filtered and
 * sorted on the server; `/counters` are each list's stat tiles over the whole list.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminListsController {
  constructor(private readonly lists: AdminListsService) {}

  @Get('teams')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Teams: a page, with members, school and mentor (admin, super admin)' })
  @ApiResult(ADMIN_API.teams)
  async teams(@CallerScope() scope: ReaderScope, @Query() query: AdminTeamsQueryDto) {
    return ok(await this.lists.teams(scope, query), ADMIN_LIST_MSG.listLoaded('teams'));
  }

  @Get('teams/counters')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The teams' stat tiles: by status, category, phase, mentor" })
  @ApiResult(ADMIN_API.teamCounters)
  async teamCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.teamCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('students')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Students (team members): a page, with team and school (admin, super admin)' })
  @ApiResult(ADMIN_API.students)
  async students(@CallerScope() scope: ReaderScope, @Query() query: AdminStudentsQueryDto) {
    return ok(await this.lists.students(scope, query), ADMIN_LIST_MSG.listLoaded('students'));
  }

  @Get('students/counters')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The students' stat tiles: by class, gender, category" })
  @ApiResult(ADMIN_API.studentCounters)
  async studentCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.studentCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('schools')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Schools of the directory with their participation and activity (admin, super admin)' })
  @ApiResult(ADMIN_API.schools)
  async schools(@CallerScope() scope: ReaderScope, @Query() query: AdminSchoolsQueryDto) {
    return ok(await this.lists.schools(scope, query), ADMIN_LIST_MSG.listLoaded('schools'));
  }

  @Get('schools/counters')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The schools' stat tiles: registered, with teams, by activity" })
  @ApiResult(ADMIN_API.schoolCounters)
  async schoolCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.schoolCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('mentors')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Mentors with their assigned teams; the assign-mentor modal reads data.mentors (admin, super admin)' })
  @ApiResult(ADMIN_API.mentors)
  async mentors(@CallerScope() scope: ReaderScope, @Query() query: AdminMentorsQueryDto) {
    return ok(await this.lists.mentors(scope, query), ADMIN_LIST_MSG.listLoaded('mentors'));
  }

  @Get('mentors/counters')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The mentors' stat tiles: active, assigned, full" })
  @ApiResult(ADMIN_API.mentorCounters)
  async mentorCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.mentorCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('registrations')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "Registrations with their school's teams and mentors (admin, super admin)" })
  @ApiResult(ADMIN_API.registrations)
  async registrations(@CallerScope() scope: ReaderScope, @Query() query: AdminRegistrationsQueryDto) {
    return ok(await this.lists.registrations(scope, query), ADMIN_LIST_MSG.listLoaded('registrations'));
  }

  @Get('registrations/counters')
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The registrations' stat tiles: by payment and registration status" })
  @ApiResult(ADMIN_API.registrationCounters)
  async registrationCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.registrationCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }
}
