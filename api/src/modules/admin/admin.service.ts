import { Injectable } from '@nestjs/common';
import type { AdminComprehensiveStats, AdminDashboard, AdminDashboardStats } from '@hackathon/contracts';
import { InjectDb, type Db } from '../../database';
import { type ReaderScope } from '../../kernel';
import { adminStats, statsFromTiles } from './admin-stats';
import { mentorsList } from './lists/mentors.list';
import { registrationsList } from './lists/registrations.list';
import { schoolsList } from './lists/schools.list';
import { studentsList } from './lists/students.list';
import { teamsList } from './lists/teams.list';

@Injectable()
export class AdminService {
  constructor(@InjectDb() private readonly db: Db) {}

  stats(scope: ReaderScope): Promise<AdminDashboardStats> {
    return adminStats(this.db, scope);
  }

  async dashboard(scope: ReaderScope): Promise<AdminDashboard> {
    return { stats: await adminStats(this.db, scope), generatedAt: new Date().toISOString() };
  }

  /**
   * Every list's tiles: five aggregate statements, no rows downloaded, sent together (on
   * PostgreSQL they run side by side on the pool's connections); the overview counters are taken
   * from them (statsFromTiles: the same counts), not asked for again.
   */
  async comprehensive(scope: ReaderScope): Promise<AdminComprehensiveStats> {
    const [teams, students, schools, mentors, registrations] = await Promise.all([
      teamsList.counters(this.db, scope),
      studentsList.counters(this.db, scope),
      schoolsList.counters(this.db, scope),
      mentorsList.counters(this.db, scope),
      registrationsList.counters(this.db, scope),
    ]);
    const stats = statsFromTiles({ teams, schools, mentors, registrations });
    return { stats, teams, students, schools, mentors, registrations, generatedAt: new Date().toISOString() };
  }
}
