import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_LIST_MSG, ADMIN_LIST_TYPES, REGION_ADMIN_API } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiResult, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../database';
import {
  AdminListsService,
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto,
} from '../admin';
import { RegionAdminService, regionReader } from './region-admin.service';
import { REGION_READERS } from './region-readers';

/**
 * The read-only data tabs of the region and super admin dashboards: the admin's five lists, their
 * stat tiles and their CSV export, with the same queries and answers as /admin/*, over the
 * caller's scope (a region admin: its region from the token; the super admin: every region).
 */
@ApiTags('region-admin')
@ApiBearerAuth()
@Controller('region-admin')
export class RegionListsController {
  constructor(
    private readonly lists: AdminListsService,
    private readonly regionAdmin: RegionAdminService,
  ) {}

  @Get('teams')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Teams of the scope: a page, with members, school and mentor (query as GET /admin/teams)' })
  @ApiResult(REGION_ADMIN_API.teams)
  async teams(@CallerScope() scope: ReaderScope, @Query() query: AdminTeamsQueryDto) {
    return ok(await this.lists.teams(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('teams'));
  }

  @Get('teams/counters')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's team tiles: by status, category, phase, mentor" })
  @ApiResult(REGION_ADMIN_API.teamCounters)
  async teamCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.teamCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('students')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Students of the scope: a page, with team and school (query as GET /admin/students)' })
  @ApiResult(REGION_ADMIN_API.students)
  async students(@CallerScope() scope: ReaderScope, @Query() query: AdminStudentsQueryDto) {
    return ok(await this.lists.students(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('students'));
  }

  @Get('students/counters')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's student tiles: by class, gender, category" })
  @ApiResult(REGION_ADMIN_API.studentCounters)
  async studentCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.studentCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('schools')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Schools of the scope with their participation (query as GET /admin/schools)' })
  @ApiResult(REGION_ADMIN_API.schools)
  async schools(@CallerScope() scope: ReaderScope, @Query() query: AdminSchoolsQueryDto) {
    return ok(await this.lists.schools(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('schools'));
  }

  @Get('schools/counters')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's school tiles: registered, with teams, by activity" })
  @ApiResult(REGION_ADMIN_API.schoolCounters)
  async schoolCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.schoolCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('mentors')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Mentors of the scope with their teams (query as GET /admin/mentors)' })
  @ApiResult(REGION_ADMIN_API.mentors)
  async mentors(@CallerScope() scope: ReaderScope, @Query() query: AdminMentorsQueryDto) {
    return ok(await this.lists.mentors(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('mentors'));
  }

  @Get('mentors/counters')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's mentor tiles: active, assigned, full" })
  @ApiResult(REGION_ADMIN_API.mentorCounters)
  async mentorCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.mentorCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @Get('registrations')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "Registrations of the scope with their school's teams and mentors (query as GET /admin/registrations)" })
  @ApiResult(REGION_ADMIN_API.registrations)
  async registrations(@CallerScope() scope: ReaderScope, @Query() query: AdminRegistrationsQueryDto) {
    return ok(await this.lists.registrations(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('registrations'));
  }

  @Get('registrations/counters')
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's registration tiles: by payment and registration status" })
  @ApiResult(REGION_ADMIN_API.registrationCounters)
  async registrationCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.registrationCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  /**
   * The admin export over the scope: a streamed CSV (UTF-8 with a BOM, formula cells neutralised)
   * of the list's search and filters, recorded in the audit trail ('export.downloaded').
   */
  @Get('export')
  @Roles(...REGION_READERS)
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "CSV export of a list of the scope, with that list's search and filters" })
  @ApiQuery({ name: 'type', enum: ADMIN_LIST_TYPES, required: true })
  @ApiProduces('text/csv')
  @ApiResponse({
    status: 200,
    description:
      'The CSV file (not an envelope): `<REGION>_<type>_export_<YYYY-MM-DD>.csv` for a region admin, `super_admin_<REGION or ALL_REGIONS>_<type>_export_<YYYY-MM-DD>.csv` for the super admin',
    schema: { type: 'string', format: 'binary', title: 'binary', 'x-contract-type': REGION_ADMIN_API.export.responseType } as Record<string, unknown>,
  })
  @ApiResponse({ status: 400, description: ADMIN_LIST_MSG.exportType })
  async export(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { stream, fileName } = await this.regionAdmin.export(actor, scope, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
  }
}
