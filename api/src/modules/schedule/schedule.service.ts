import { Injectable, NotFoundException } from '@nestjs/common';
import { ATTENDANCE_ABSENT, ATTENDANCE_PRESENT, attendanceField, MSG, type ScheduleAttendanceInput, type ScheduleRecord } from '@hackathon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import { recordAudit, type AuditActor, type ReaderScope, loadSchoolInScope } from '../../kernel';
import { schoolSchedules } from '../../database/schema';
import { SCHEDULE_COLUMNS, SCHEDULE_KEYS, selectRecords } from './schedule-record';

@Injectable()
export class ScheduleService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** GET /school-time/kv/{schoolCode}: the bootcamp schedule and Day 1-4 attendance; 404 until released. */
  async forSchool(scope: ReaderScope, code: string): Promise<ScheduleRecord> {
    const school = await loadSchoolInScope(this.db, scope, code);
    const [record] = await selectRecords(this.db)
      .where(and(eq(schoolSchedules.schoolCode, school.code), scope.schools(schoolSchedules.schoolCode)))
      .limit(1);
    if (!record) throw new NotFoundException(MSG.scheduleNotAvailable);
    return record;
  }

  /**
   * PUT /schedule/{kvCode}/attendance: marks one day of one cohort 'P' or 'A' (400 malformed code,
   * 404 unknown school or no schedule). The row is locked while read and written, and the change
   * is audited ('schedule.attendance_marked') in the same transaction; marking the value it
   * already has writes nothing.
   */
  async setAttendance(actor: AuditActor, scope: ReaderScope, code: string, input: ScheduleAttendanceInput): Promise<ScheduleRecord> {
    const school = await loadSchoolInScope(this.db, scope, code);
    const field = attendanceField(input.category, input.day);
    const value = input.present ? ATTENDANCE_PRESENT : ATTENDANCE_ABSENT;
    return this.db.transaction(async (tx) => {
      const inScope = and(eq(schoolSchedules.schoolCode, school.code), scope.schools(schoolSchedules.schoolCode));
      const [current] = await tx.select({ flag: SCHEDULE_COLUMNS[field] }).from(schoolSchedules).where(inScope).for('update');
      if (!current) throw new NotFoundException(MSG.scheduleNotAvailable);
      if (current.flag !== value) {
        await tx
          .update(schoolSchedules)
          .set({ [SCHEDULE_KEYS[field]]: value, updatedAt: sql`now()` })
          .where(inScope);
        await recordAudit(tx, actor, {
          action: 'schedule.attendance_marked',
          entityType: 'school',
          entityId: school.code,
          schoolCode: school.code,
          before: { [field]: current.flag },
          after: { [field]: value },
        });
      }
      const [record] = await selectRecords(tx).where(inScope);
      return record!;
    });
  }
}
