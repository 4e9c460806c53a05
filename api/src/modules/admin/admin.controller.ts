import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_API, API_MSG } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { ADMIN_READERS } from './admin-readers';
import { AdminService } from './admin.service';

/** The platform admin; the super admin sees every region read-only, so the counters are open to it too. */
export const ADMIN_STATS_READERS = ADMIN_READERS;

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @ApiEndpoint(ADMIN_API.dashboard)
  @Roles(...ADMIN_STATS_READERS)
  @ApiOperation({ summary: 'Admin overview: the dashboard counters (admin, super admin)' })
  async dashboard(@CallerScope() scope: ReaderScope) {
    return ok(await this.admin.dashboard(scope), API_MSG.dashboardLoaded);
  }

  @ApiEndpoint(ADMIN_API.stats)
  @Roles(...ADMIN_STATS_READERS)
  @ApiOperation({ summary: 'The dashboard counters alone (admin, super admin)' })
  async stats(@CallerScope() scope: ReaderScope) {
    return ok(await this.admin.stats(scope), API_MSG.statsLoaded);
  }

  @ApiEndpoint(ADMIN_API.comprehensiveStats)
  @Roles(...ADMIN_STATS_READERS)
  @ApiOperation({ summary: "The dashboard counters and every list's stat tiles in one answer (admin, super admin)" })
  async comprehensive(@CallerScope() scope: ReaderScope) {
    return ok(await this.admin.comprehensive(scope), API_MSG.statsLoaded);
  }
}
