import { Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_API, ADMIN_LIST_MSG } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { ADMIN_READERS } from './admin-readers';
import { AdminListsService } from './admin-lists.service';
import {
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto } from './dto/admin-list-queries.dto';

/**
 * The admin dashboard's lists (spec section 7, "Admin data"): paged, searched, filtered and
 * sorted on the server; `/counters` are each list's stat tiles over the whole list.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller()
export class AdminListsController {
  constructor(private readonly lists: AdminListsService) {}

  @ApiEndpoint(ADMIN_API.teams)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Teams: a page, with members, school and mentor (admin, super admin)' })
  async teams(@CallerScope() scope: ReaderScope, @Query() query: AdminTeamsQueryDto) {
    return ok(await this.lists.teams(scope, query), ADMIN_LIST_MSG.listLoaded('teams'));
  }

  @ApiEndpoint(ADMIN_API.teamCounters)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The teams' stat tiles: by status, category, phase, mentor" })
  async teamCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.teamCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(ADMIN_API.students)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Students (team members): a page, with team and school (admin, super admin)' })
  async students(@CallerScope() scope: ReaderScope, @Query() query: AdminStudentsQueryDto) {
    return ok(await this.lists.students(scope, query), ADMIN_LIST_MSG.listLoaded('students'));
  }

  @ApiEndpoint(ADMIN_API.studentCounters)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The students' stat tiles: by class, gender, category" })
  async studentCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.studentCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(ADMIN_API.schools)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Schools of the directory with their participation and activity (admin, super admin)' })
  async schools(@CallerScope() scope: ReaderScope, @Query() query: AdminSchoolsQueryDto) {
    return ok(await this.lists.schools(scope, query), ADMIN_LIST_MSG.listLoaded('schools'));
  }

  @ApiEndpoint(ADMIN_API.schoolCounters)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The schools' stat tiles: registered, with teams, by activity" })
  async schoolCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.schoolCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(ADMIN_API.mentors)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: 'Mentors with their assigned teams; the assign-mentor modal reads data.mentors (admin, super admin)' })
  async mentors(@CallerScope() scope: ReaderScope, @Query() query: AdminMentorsQueryDto) {
    return ok(await this.lists.mentors(scope, query), ADMIN_LIST_MSG.listLoaded('mentors'));
  }

  @ApiEndpoint(ADMIN_API.mentorCounters)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The mentors' stat tiles: active, assigned, full" })
  async mentorCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.mentorCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(ADMIN_API.registrations)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "Registrations with their school's teams and mentors (admin, super admin)" })
  async registrations(@CallerScope() scope: ReaderScope, @Query() query: AdminRegistrationsQueryDto) {
    return ok(await this.lists.registrations(scope, query), ADMIN_LIST_MSG.listLoaded('registrations'));
  }

  @ApiEndpoint(ADMIN_API.registrationCounters)
  @Roles(...ADMIN_READERS)
  @ApiOperation({ summary: "The registrations' stat tiles: by payment and registration status" })
  async registrationCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.registrationCounters(scope), ADMIN_LIST_MSG.countersLoaded);
  }
}
