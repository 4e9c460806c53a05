import { Controller, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_LIST_MSG, REGION_ADMIN_API } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import {
  AdminListsService,
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto } from '../admin';
import { RegionAdminService, regionReader } from './region-admin.service';
import { REGION_READERS } from './region-readers';

/**
 * The read-only data tabs of the region and super admin dashboards: the admin's five lists, their
 * stat tiles and their CSV export, with the same queries and answers as /admin/*, over the
 * caller's scope (a region admin: its region from the token; the super admin: every region).
 */
@ApiTags('region-admin')
@ApiBearerAuth()
@Controller()
export class RegionListsController {
  constructor(
    private readonly lists: AdminListsService,
    private readonly regionAdmin: RegionAdminService,
  ) {}

  @ApiEndpoint(REGION_ADMIN_API.teams)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Teams of the scope: a page, with members, school and mentor (query as GET /admin/teams)' })
  async teams(@CallerScope() scope: ReaderScope, @Query() query: AdminTeamsQueryDto) {
    return ok(await this.lists.teams(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('teams'));
  }

  @ApiEndpoint(REGION_ADMIN_API.teamCounters)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's team tiles: by status, category, phase, mentor" })
  async teamCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.teamCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(REGION_ADMIN_API.students)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Students of the scope: a page, with team and school (query as GET /admin/students)' })
  async students(@CallerScope() scope: ReaderScope, @Query() query: AdminStudentsQueryDto) {
    return ok(await this.lists.students(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('students'));
  }

  @ApiEndpoint(REGION_ADMIN_API.studentCounters)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's student tiles: by class, gender, category" })
  async studentCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.studentCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(REGION_ADMIN_API.schools)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Schools of the scope with their participation (query as GET /admin/schools)' })
  async schools(@CallerScope() scope: ReaderScope, @Query() query: AdminSchoolsQueryDto) {
    return ok(await this.lists.schools(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('schools'));
  }

  @ApiEndpoint(REGION_ADMIN_API.schoolCounters)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's school tiles: registered, with teams, by activity" })
  async schoolCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.schoolCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(REGION_ADMIN_API.mentors)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Mentors of the scope with their teams (query as GET /admin/mentors)' })
  async mentors(@CallerScope() scope: ReaderScope, @Query() query: AdminMentorsQueryDto) {
    return ok(await this.lists.mentors(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('mentors'));
  }

  @ApiEndpoint(REGION_ADMIN_API.mentorCounters)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's mentor tiles: active, assigned, full" })
  async mentorCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.mentorCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  @ApiEndpoint(REGION_ADMIN_API.registrations)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "Registrations of the scope with their school's teams and mentors (query as GET /admin/registrations)" })
  async registrations(@CallerScope() scope: ReaderScope, @Query() query: AdminRegistrationsQueryDto) {
    return ok(await this.lists.registrations(regionReader(scope), query), ADMIN_LIST_MSG.listLoaded('registrations'));
  }

  @ApiEndpoint(REGION_ADMIN_API.registrationCounters)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "The scope's registration tiles: by payment and registration status" })
  async registrationCounters(@CallerScope() scope: ReaderScope) {
    return ok(await this.lists.registrationCounters(regionReader(scope)), ADMIN_LIST_MSG.countersLoaded);
  }

  /**
   * The admin export over the scope: a streamed CSV (UTF-8 with a BOM, formula cells neutralised)
   * of the list's search and filters, recorded in the audit trail ('export.downloaded').
   */
  @ApiEndpoint(REGION_ADMIN_API.export)
  @Roles(...REGION_READERS)
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "CSV export of a list of the scope, with that list's search and filters" })
  @ApiResponse({
    status: 200,
    description:
      'The CSV file (not an envelope): `<REGION>_<type>_export_<YYYY-MM-DD>.csv` for a region admin, `super_admin_<REGION or ALL_REGIONS>_<type>_export_<YYYY-MM-DD>.csv` for the super admin'
  })
  @ApiResponse({ status: 400, description: ADMIN_LIST_MSG.exportType })
  async export(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { stream, fileName } = await this.regionAdmin.export(actor, scope, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
  }
}
