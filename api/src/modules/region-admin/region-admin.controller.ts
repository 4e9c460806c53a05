import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, REGION_ADMIN_API } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiResult, ok } from '../../common';
import type { ReaderScope } from '../../database';
import { RegionAdminService } from './region-admin.service';

@ApiTags('region-admin')
@ApiBearerAuth()
@Controller('region-admin')
export class RegionAdminController {
  constructor(private readonly regionAdmin: RegionAdminService) {}

  @Get('dashboard')
  @Roles('region_admin', 'super_admin')
  @ApiOperation({ summary: "Region overview: a region admin's own region (from the token), or all regions for the super admin" })
  @ApiResult(REGION_ADMIN_API.dashboard)
  @ApiResponse({ status: 403, description: 'A region admin token without a region' })
  async dashboard(@CallerScope() scope: ReaderScope) {
    return ok(await this.regionAdmin.dashboard(scope), API_MSG.dashboardLoaded);
  }
}
