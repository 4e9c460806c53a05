import { Controller, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PAGING_MSG, SCHEDULE_API, SCHEDULE_MSG, scheduleExportFileName, type Role } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { ScheduleFiltersQueryDto, ScheduleQueryDto } from './dto/schedule-queries.dto';
import { ScheduleListService } from './schedule-list.service';

/** Who reads Schedule & Attendance: the super admin (all), a region admin (its region, from the token), the platform admin (all). */
export const SCHEDULE_LIST_READERS: Role[] = ['super_admin', 'region_admin', 'admin'];

/**
 * Schedule & Attendance (spec: "GET /region-admin/schooltimes returns success and
 * data.schooltimes"): paged, searched and filtered on the server, the dropdown values, the CSV.
 * The region of a region admin comes from its token (ReaderScope), never from the request.
 */
@ApiTags('schedule')
@ApiBearerAuth()
@Controller()
export class ScheduleListController {
  constructor(private readonly list: ScheduleListService) {}

  @ApiEndpoint(SCHEDULE_API.schooltimes)
  @Roles(...SCHEDULE_LIST_READERS)
  @ApiOperation({ summary: 'Schedules with Day 1-4 attendance: a page (search code, name, region, district, zone; region/district/zone filters)' })
  @ApiResponse({ status: 400, description: `${PAGING_MSG.page} / ${PAGING_MSG.limit} / an unknown sort or region` })
  async page(@CallerScope() scope: ReaderScope, @Query() query: ScheduleQueryDto) {
    return ok(await this.list.page(scope, query), SCHEDULE_MSG.listLoaded);
  }

  @ApiEndpoint(SCHEDULE_API.schooltimeFilters)
  @Roles(...SCHEDULE_LIST_READERS)
  @ApiOperation({ summary: 'The region, district and zone dropdowns: distinct values of the schedules in scope (region narrows the others)' })
  async filters(@CallerScope() scope: ReaderScope, @Query() query: ScheduleFiltersQueryDto) {
    return ok(await this.list.filters(scope, query), SCHEDULE_MSG.filtersLoaded);
  }

  /** The list's rows for the same search and filters as a streamed CSV; recorded in the audit trail ('export.downloaded'). */
  @ApiEndpoint(SCHEDULE_API.export)
  @Roles(...SCHEDULE_LIST_READERS)
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'CSV export of the schedules (the list\'s search and filters): schedule_attendance_<YYYY-MM-DD>.csv' })
  @ApiResponse({
    status: 200,
    description: 'The CSV file (not an envelope): text/csv; charset=utf-8, attachment `schedule_attendance_<YYYY-MM-DD>.csv`'
  })
  async export(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Query() query: ScheduleQueryDto): Promise<StreamableFile> {
    const stream = await this.list.export(actor, scope, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${scheduleExportFileName()}"` });
  }
}
