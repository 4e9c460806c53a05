import { ForbiddenException, Injectable } from '@nestjs/common';
import { API_MSG, type RegionDashboardData } from '@hackathon/contracts';
import { InjectDb, type Db, type ReaderScope } from '../../database';
import { regionSchoolSummaries, regionStats } from './region-dashboard';

@Injectable()
export class RegionAdminService {
  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * GET /region-admin/dashboard over the caller's scope, which comes from the token only: a region
   * admin sees its own region whatever the request says; the super admin all regions (region null).
   */
  async dashboard(scope: ReaderScope): Promise<RegionDashboardData> {
    // a region admin token without a region reaches nothing: refuse rather than show an empty region
    if (scope.kind === 'none') throw new ForbiddenException(API_MSG.forbidden);
    const stats = await regionStats(this.db, scope);
    const schools = await regionSchoolSummaries(this.db, scope);
    return { stats, region: scope.isEverything ? null : scope.region, schools };
  }
}
