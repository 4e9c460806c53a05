import type { Category, ScheduleRecord } from '@hackathon/contracts';
import { translate } from '../../../i18n';

/** The mark's value (English, the schedule's own words); the panel words it in the reader's language. */
export type AttendanceMark = 'Present' | 'Absent' | 'Not recorded';

export interface AttendanceDay {
  day: number;
  mark: AttendanceMark;
}

/** The school's schedule as one category's teams see it. */
export interface CategorySchedule {
  categoryLabel: string;
  cohort: string;
  /** 'Time' for the senior cohort, 'Slot' for the junior one (the schedule's own names; the panel words them). */
  timeLabel: 'Time' | 'Slot';
  time: string;
  attendance: AttendanceDay[];
}

/** P is present; any other recorded value is absent; nothing recorded yet is said so. */
export function attendanceMark(value: string | null | undefined): AttendanceMark {
  const mark = (value ?? '').trim();
  if (!mark) return 'Not recorded';
  return mark.toUpperCase() === 'P' ? 'Present' : 'Absent';
}

/** Only the team's category: seniors see the senior cohort and time, juniors the junior cohort and slot. */
export function scheduleForCategory(record: ScheduleRecord, category: Category): CategorySchedule {
  const senior = category === 'sr';
  const days = senior
    ? [record.SRDAY1, record.SRDAY2, record.SRDAY3, record.SRDAY4]
    : [record.JRDAY1, record.JRDAY2, record.JRDAY3, record.JRDAY4];
  const toBeAnnounced = translate('team.schedule.toBeAnnounced');
  return {
    categoryLabel: translate('team.category', { category }),
    cohort: (senior ? record.seniorCohort : record.juniorCohort)?.trim() || toBeAnnounced,
    timeLabel: senior ? 'Time' : 'Slot',
    time: (senior ? record.seniorTime : record.juniorSlot)?.trim() || toBeAnnounced,
    attendance: days.map((value, index) => ({ day: index + 1, mark: attendanceMark(value) })),
  };
}

/** How the panel should read a failed schedule call: 404 means not released yet. */
export function scheduleFailureKind(status: number | undefined): 'notAvailable' | 'error' {
  return status === 404 ? 'notAvailable' : 'error';
}
