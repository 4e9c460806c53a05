import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG } from '@hackathon/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../auth';
import { ok } from '../../common';
import { RegionAdminService } from './region-admin.service';

@ApiTags('region-admin')
@ApiBearerAuth()
@Controller('region-admin')
export class RegionAdminController {
  constructor(private readonly regionAdmin: RegionAdminService) {}

  @Get('dashboard')
  @Roles('region_admin', 'super_admin')
  @ApiOperation({ summary: "Region overview: a region admin's own region (from the token), or all regions for the super admin" })
  @ApiResponse({
    status: 200,
    description:
      '`data: { stats: { schools, teams, registrations, mentors, activeTeams, pendingRegistrations, approvedRegistrations }, region (null = all), schools: [{ kvCode, kvName, registered, mentors, jrTeams, srTeams, totalTeams, totalStudents, paymentStatus, region, district, zone }] }`',
  })
  async dashboard(@CurrentUser() user: AuthUser) {
    return ok(await this.regionAdmin.dashboard(user), API_MSG.dashboardLoaded);
  }
}
