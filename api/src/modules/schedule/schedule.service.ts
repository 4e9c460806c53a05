import { Injectable, NotFoundException } from '@nestjs/common';
import { MSG, type Role, type ScheduleRecord } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { schoolSchedules } from '../../database/schema';
import { loadReadableSchool, SCHOOL_DATA_READERS } from '../teams/school-access';

/** The school's admin, its teams, and the admin roles (region admins in their region). */
export const SCHEDULE_READERS: Role[] = [...SCHOOL_DATA_READERS, 'team'];

@Injectable()
export class ScheduleService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** GET /school-time/kv/{schoolCode}: the bootcamp schedule and Day 1-4 attendance; 404 until released. */
  async forSchool(user: AuthUser, code: string): Promise<ScheduleRecord> {
    const school = await loadReadableSchool(this.db, user, code, SCHEDULE_READERS);
    const [row] = await this.db.select().from(schoolSchedules).where(eq(schoolSchedules.schoolCode, school.code)).limit(1);
    if (!row) throw new NotFoundException(MSG.scheduleNotAvailable);
    return {
      kvCode: school.code,
      kvName: school.name,
      district: school.district,
      region: school.region,
      zone: school.zone,
      seniorCohort: row.seniorCohort,
      seniorTime: row.seniorTime,
      juniorCohort: row.juniorCohort,
      juniorSlot: row.juniorSlot,
      SRDAY1: row.srDay1,
      SRDAY2: row.srDay2,
      SRDAY3: row.srDay3,
      SRDAY4: row.srDay4,
      JRDAY1: row.jrDay1,
      JRDAY2: row.jrDay2,
      JRDAY3: row.jrDay3,
      JRDAY4: row.jrDay4,
    };
  }
}
