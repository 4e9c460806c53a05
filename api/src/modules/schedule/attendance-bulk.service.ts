import { Injectable } from '@nestjs/common';
import { ATTENDANCE_ABSENT, ATTENDANCE_PRESENT, attendanceField, BULK_MSG, BULK_SAMPLE_MAX, type AttendanceBulkResult } from '@hackathon/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { assertExpectedChanges, bulkSelectionOf, type BulkSelection } from '../../common/bulk-selection';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { schoolSchedules, schools } from '../../database/schema';
import { recordAudit, type AuditActor, type AuditEntry, type ReaderScope } from '../../kernel';
import type { AttendanceBulkDto, AttendanceBulkFilterDto } from './dto/attendance-bulk.dto';
import { SCHEDULE_COLUMNS, SCHEDULE_KEYS } from './schedule-record';
import { schedulesMatching } from './schedule-list.service';

type SelectedRow = { kvCode: string; kvName: string; flag: string | null };

/**
 * "Mark Day N Present/Absent" for many schools (issue 25): the one-chip mark of
 * `PUT /schedule/{kvCode}/attendance` (same rule: a school whose day already holds the mark is
 * left alone) for the picked schools or every schedule the list's search and filters match. The
 * preview reads; the apply locks the selected schedules (in code order), writes the day of those
 * that differ and records one 'schedule.attendance_marked' entry per school, in one transaction.
 */
@Injectable()
export class AttendanceBulkService {
  constructor(@InjectDb() private readonly db: Db) {}

  async run(actor: AuditActor, scope: ReaderScope, input: AttendanceBulkDto): Promise<AttendanceBulkResult> {
    scope.requireReach();
    const selection = bulkSelectionOf<AttendanceBulkFilterDto>('kvCodes', input.kvCodes, input.filter);
    const field = attendanceField(input.category, input.day);
    const value = input.present ? ATTENDANCE_PRESENT : ATTENDANCE_ABSENT;
    const base = { category: input.category, day: input.day, present: input.present, field };
    if (input.confirm !== true) {
      return { ...base, ...outcomeOf(selection, await this.select(this.db, scope, selection, field, false), value), confirmed: false };
    }
    return this.db.transaction(async (tx) => {
      const rows = await this.select(tx, scope, selection, field, true);
      const outcome = { ...base, ...outcomeOf(selection, rows, value), confirmed: true };
      assertExpectedChanges(input.expectedChanges, outcome);
      const before = new Map(rows.filter((row) => row.flag !== value).map((row) => [row.kvCode, row.flag]));
      if (before.size === 0) return outcome;
      const column = SCHEDULE_COLUMNS[field];
      const changed = await tx
        .update(schoolSchedules)
        .set({ [SCHEDULE_KEYS[field]]: value, updatedAt: sql`now()` })
        // one array parameter, whatever the number of schools; the mark repeated in the WHERE
        .where(and(sql`${schoolSchedules.schoolCode} = any(${sql.param([...before.keys()])}::text[])`, sql`${column} is distinct from ${value}`, scope.schools(schoolSchedules.schoolCode)))
        .returning({ kvCode: schoolSchedules.schoolCode });
      const reason = BULK_MSG.attendanceAudit({ ...base, changes: changed.length });
      const entries: AuditEntry[] = changed.map(({ kvCode }) => ({
        action: 'schedule.attendance_marked',
        entityType: 'school',
        entityId: kvCode,
        schoolCode: kvCode,
        reason,
        before: { [field]: before.get(kvCode) ?? null },
        after: { [field]: value },
      }));
      await recordAudit(tx, actor, entries);
      return outcome;
    });
  }

  /** The selected schedules in the caller's scope with the day's flag, in code order (locked when applying). */
  private async select(db: DbOrTx, scope: ReaderScope, selection: BulkSelection<AttendanceBulkFilterDto>, field: keyof typeof SCHEDULE_COLUMNS, lock: boolean): Promise<SelectedRow[]> {
    const condition: SQL | undefined =
      selection.kind === 'ids'
        ? and(sql`${schoolSchedules.schoolCode} = any(${sql.param(codesAsTyped(selection.ids))}::text[])`, scope.schools(schoolSchedules.schoolCode))
        : schedulesMatching(db, scope, selection.filter);
    const query = db
      .select({ kvCode: schoolSchedules.schoolCode, kvName: schools.name, flag: SCHEDULE_COLUMNS[field] })
      .from(schoolSchedules)
      .innerJoin(schools, eq(schools.code, schoolSchedules.schoolCode))
      .where(condition)
      .orderBy(asc(schoolSchedules.schoolCode));
    return lock ? query.for('update', { of: schoolSchedules }) : query;
  }
}

/** Each code as typed and upper-cased (the directory's codes are matched so everywhere). */
function codesAsTyped(codes: string[]): string[] {
  return [...new Set(codes.flatMap((code) => [code, code.toUpperCase()]))];
}

function outcomeOf(selection: BulkSelection<unknown>, rows: SelectedRow[], value: string) {
  const changing = rows.filter((row) => row.flag !== value);
  const found = new Set(rows.map((row) => row.kvCode));
  return {
    selected: rows.length,
    changes: changing.length,
    skipped: rows.length - changing.length,
    // a code without a schedule (or outside the caller's reach) is not found: nothing to mark
    notFound: selection.kind === 'ids' ? selection.ids.filter((code) => !found.has(code) && !found.has(code.toUpperCase())) : [],
    sample: changing.slice(0, BULK_SAMPLE_MAX).map((row) => ({ kvCode: row.kvCode, kvName: row.kvName, before: row.flag })),
  };
}
