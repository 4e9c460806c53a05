import type { ScheduleImportField } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../database';
import { schoolSchedules, schools } from '../../database/schema';

/** The schedule columns by the record's field names (SRDAY1 is `sr_day1`). */
export const SCHEDULE_COLUMNS = {
  seniorCohort: schoolSchedules.seniorCohort,
  seniorTime: schoolSchedules.seniorTime,
  juniorCohort: schoolSchedules.juniorCohort,
  juniorSlot: schoolSchedules.juniorSlot,
  SRDAY1: schoolSchedules.srDay1,
  SRDAY2: schoolSchedules.srDay2,
  SRDAY3: schoolSchedules.srDay3,
  SRDAY4: schoolSchedules.srDay4,
  JRDAY1: schoolSchedules.jrDay1,
  JRDAY2: schoolSchedules.jrDay2,
  JRDAY3: schoolSchedules.jrDay3,
  JRDAY4: schoolSchedules.jrDay4,
} as const satisfies Record<ScheduleImportField, unknown>;

/** The table's property name of a record field ('SRDAY1' -> 'srDay1'), for inserts and updates. */
export const SCHEDULE_KEYS = {
  seniorCohort: 'seniorCohort',
  seniorTime: 'seniorTime',
  juniorCohort: 'juniorCohort',
  juniorSlot: 'juniorSlot',
  SRDAY1: 'srDay1',
  SRDAY2: 'srDay2',
  SRDAY3: 'srDay3',
  SRDAY4: 'srDay4',
  JRDAY1: 'jrDay1',
  JRDAY2: 'jrDay2',
  JRDAY3: 'jrDay3',
  JRDAY4: 'jrDay4',
} as const satisfies Record<ScheduleImportField, keyof typeof schoolSchedules.$inferInsert>;

/**
 * The select list of a ScheduleRecord: the directory's name, district, region and zone (the
 * authority) with the schedule's cohorts and attendance. Use on `schoolSchedules` joined to `schools`.
 */
export const RECORD_SELECT = {
  kvCode: schools.code,
  kvName: schools.name,
  district: schools.district,
  region: schools.region,
  zone: schools.zone,
  ...SCHEDULE_COLUMNS,
};

/**
 * The schedule records (the directory's school fields with the schedule) as the contract's
 * ScheduleRecord: add the WHERE (with the caller's scope), and the order and page of a list.
 */
export function selectRecords(db: DbOrTx) {
  return db.select(RECORD_SELECT).from(schoolSchedules).innerJoin(schools, eq(schools.code, schoolSchedules.schoolCode)).$dynamic();
}
