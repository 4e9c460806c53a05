import { ATTENDANCE_PRESENT, isPresent, type ScheduleRecord } from '@hackathon/contracts';

/** A cohort's mark for one day: present ('P'), absent (anything else written), or not marked yet. */
export type AttendanceMark = 'present' | 'absent' | 'notMarked';

export interface AttendanceDay {
  day: 1 | 2 | 3 | 4;
  senior: AttendanceMark;
  junior: AttendanceMark;
}

const DAYS = [1, 2, 3, 4] as const;

/** Spec: P means present, anything else absent; an empty cell is a day nobody marked yet. */
export function markOf(flag: string | null | undefined): AttendanceMark {
  if (!flag || flag.trim() === '') return 'notMarked';
  return isPresent(flag) ? 'present' : 'absent';
}

/** The school's Day 1-4 attendance, both cohorts side by side (the schedule's SRDAYn and JRDAYn). */
export function attendanceByDay(schedule: ScheduleRecord): AttendanceDay[] {
  return DAYS.map((day) => ({
    day,
    senior: markOf(schedule[`SRDAY${day}`]),
    junior: markOf(schedule[`JRDAY${day}`]),
  }));
}

/** How many of the eight cohort-days are marked present. */
export function presentDays(days: AttendanceDay[]): number {
  return days.reduce((sum, d) => sum + (d.senior === 'present' ? 1 : 0) + (d.junior === 'present' ? 1 : 0), 0);
}

export { ATTENDANCE_PRESENT };
