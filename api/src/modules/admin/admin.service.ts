import { Injectable } from '@nestjs/common';
import type { AdminDashboardStats } from '@hackathon/contracts';
import { InjectDb, type Db } from '../../database';
import { adminStats } from './admin-stats';

export interface AdminDashboard {
  stats: AdminDashboardStats;
  generatedAt: string;
}

@Injectable()
export class AdminService {
  constructor(@InjectDb() private readonly db: Db) {}

  stats(): Promise<AdminDashboardStats> {
    return adminStats(this.db);
  }

  async dashboard(): Promise<AdminDashboard> {
    return { stats: await adminStats(this.db), generatedAt: new Date().toISOString() };
  }
}
