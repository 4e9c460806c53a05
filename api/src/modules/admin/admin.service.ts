import { Injectable } from '@nestjs/common';
import type { AdminDashboard, AdminDashboardStats } from '@hackathon/contracts';
import { InjectDb, type Db, type ReaderScope } from '../../database';
import { adminStats } from './admin-stats';

@Injectable()
export class AdminService {
  constructor(@InjectDb() private readonly db: Db) {}

  stats(scope: ReaderScope): Promise<AdminDashboardStats> {
    return adminStats(this.db, scope);
  }

  async dashboard(scope: ReaderScope): Promise<AdminDashboard> {
    return { stats: await adminStats(this.db, scope), generatedAt: new Date().toISOString() };
  }
}
