import { Injectable, NotFoundException } from '@nestjs/common';
import { MSG, type ScheduleRecord } from '@hackathon/contracts';
import { and, eq } from 'drizzle-orm';
import { InjectDb, type Db, type ReaderScope } from '../../database';
import { schoolSchedules } from '../../database/schema';
import { loadSchoolInScope } from '../../database/school-ref';

@Injectable()
export class ScheduleService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** GET /school-time/kv/{schoolCode}: the bootcamp schedule and Day 1-4 attendance; 404 until released. */
  async forSchool(scope: ReaderScope, code: string): Promise<ScheduleRecord> {
    const school = await loadSchoolInScope(this.db, scope, code);
    const [row] = await this.db
      .select()
      .from(schoolSchedules)
      .where(and(eq(schoolSchedules.schoolCode, school.code), scope.schools(schoolSchedules.schoolCode)))
      .limit(1);
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
