import { Controller, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, REGION_ADMIN_API, REGION_ADMIN_MSG } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { RegionSummaryQueryDto } from './dto/region-summary-query.dto';
import { REGION_READERS } from './region-readers';
import { RegionAdminService } from './region-admin.service';

/** The region and super admin overview and its Summary by School table (the region comes from the token). */
@ApiTags('region-admin')
@ApiBearerAuth()
@Controller()
export class RegionAdminController {
  constructor(private readonly regionAdmin: RegionAdminService) {}

  @ApiEndpoint(REGION_ADMIN_API.dashboard)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: "Region overview stats: a region admin's own region (from the token), or all regions for the super admin" })
  @ApiResponse({ status: 403, description: 'A region admin token without a region' })
  async dashboard(@CallerScope() scope: ReaderScope) {
    return ok(await this.regionAdmin.dashboard(scope), API_MSG.dashboardLoaded);
  }

  @ApiEndpoint(REGION_ADMIN_API.summary)
  @Roles(...REGION_READERS)
  @ApiOperation({ summary: 'Summary by School: a page of the schools of the scope with registration, payment and counts (searched, filtered, sorted)' })
  @ApiResponse({ status: 400, description: 'A paging value, sort or filter value outside its options' })
  async summary(@CallerScope() scope: ReaderScope, @Query() query: RegionSummaryQueryDto) {
    return ok(await this.regionAdmin.summary(scope, query), REGION_ADMIN_MSG.summaryLoaded);
  }

  /** The summary's search, filters and sort as a CSV (every matching school, no paging); recorded in the audit trail. */
  @ApiEndpoint(REGION_ADMIN_API.summaryExport)
  @Roles(...REGION_READERS)
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'CSV of the Summary by School with its search, filters and sort' })
  @ApiResponse({
    status: 200,
    description:
      'The CSV file (not an envelope): `super_admin_school_summary_export_<YYYY-MM-DD>.csv` for the super admin, `<REGION>_summary_export_<YYYY-MM-DD>.csv` for a region admin'
  })
  async summaryExport(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Query() query: RegionSummaryQueryDto): Promise<StreamableFile> {
    const { stream, fileName } = await this.regionAdmin.summaryExport(actor, scope, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
  }
}
