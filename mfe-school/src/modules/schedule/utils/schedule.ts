import { ApiError } from '@hackathon/api-client';
import type { Category, ScheduleRecord } from '@hackathon/contracts';
import { labelTable } from '../../../i18n';

export type ScheduleState = 'noSchool' | 'loading' | 'loaded' | 'notAvailable' | 'error';

/** Loaded; not found (404: not released yet); any other failure; no school code at all. */
export function scheduleState(input: { schoolCode: string | null; isPending: boolean; error: unknown; hasData: boolean }): ScheduleState {
  if (!input.schoolCode) return 'noSchool';
  if (input.hasData && !input.error) return 'loaded';
  if (input.error) return input.error instanceof ApiError && input.error.status === 404 ? 'notAvailable' : 'error';
  return input.isPending ? 'loading' : 'loaded';
}

export type Attendance = 'present' | 'absent' | 'unmarked';

/** 'P' means present; anything else means absent; nothing recorded yet is unmarked. */
export function attendanceOf(value: string | null | undefined): Attendance {
  if (value === null || value === undefined || value.trim() === '') return 'unmarked';
  return value.trim().toUpperCase() === 'P' ? 'present' : 'absent';
}

export const ATTENDANCE_LABEL: Record<Attendance, string> = labelTable({
  present: 'school.schedule.present',
  absent: 'school.schedule.absent',
  unmarked: 'school.schedule.unmarked',
});

export interface CohortRow {
  category: Category;
  cohort: string | null;
  /** Senior time or junior slot. */
  time: string | null;
  days: Attendance[];
}

/** The schedule per category, Senior then Junior as the record lists them. */
export function cohortRows(record: ScheduleRecord): CohortRow[] {
  return [
    {
      category: 'sr',
      cohort: record.seniorCohort,
      time: record.seniorTime,
      days: [record.SRDAY1, record.SRDAY2, record.SRDAY3, record.SRDAY4].map(attendanceOf),
    },
    {
      category: 'jr',
      cohort: record.juniorCohort,
      time: record.juniorSlot,
      days: [record.JRDAY1, record.JRDAY2, record.JRDAY3, record.JRDAY4].map(attendanceOf),
    },
  ];
}
