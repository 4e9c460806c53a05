import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, type Role } from '@hackathon/contracts';
import { Roles } from '../../auth';
import { ok } from '../../common';
import { AdminService } from './admin.service';

/** The platform admin; the super admin sees every region read-only, so the counters are open to it too. */
export const ADMIN_STATS_READERS: Role[] = ['admin', 'super_admin'];

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('dashboard')
  @Roles(...ADMIN_STATS_READERS)
  @ApiOperation({ summary: 'Admin overview: the dashboard counters (admin, super admin)' })
  @ApiResponse({ status: 200, description: '`data: { stats: { schools, registrations, mentors, teams, totalStudents, activeTeams, totalPaymentSubmitted, paymentPending, verifiedPayments }, generatedAt }`' })
  async dashboard() {
    return ok(await this.admin.dashboard(), API_MSG.dashboardLoaded);
  }

  @Get('stats')
  @Roles(...ADMIN_STATS_READERS)
  @ApiOperation({ summary: 'The dashboard counters alone (admin, super admin)' })
  @ApiResponse({ status: 200, description: '`data: AdminDashboardStats`' })
  async stats() {
    return ok(await this.admin.stats(), API_MSG.statsLoaded);
  }
}
