import { ForbiddenException, Injectable } from '@nestjs/common';
import { API_MSG, type RegionDashboardData } from '@hackathon/contracts';
import type { AuthUser } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { regionSchoolSummaries, regionStats, type RegionScope } from './region-dashboard';

@Injectable()
export class RegionAdminService {
  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * GET /region-admin/dashboard. The region comes from the token only: a region admin sees its
   * own region whatever the request says; the super admin sees all regions (region null).
   */
  async dashboard(user: AuthUser): Promise<RegionDashboardData> {
    const scope = this.scopeOf(user);
    const stats = await regionStats(this.db, scope);
    const schools = await regionSchoolSummaries(this.db, scope);
    return { stats, region: scope === 'all' ? null : scope.region, schools };
  }

  private scopeOf(user: AuthUser): RegionScope {
    if (user.role === 'super_admin') return 'all';
    if (user.role === 'region_admin' && user.region) return { region: user.region };
    throw new ForbiddenException(API_MSG.forbidden);
  }
}
