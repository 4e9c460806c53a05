import {
  ATTENDANCE_DAYS,
  attendanceField,
  CATEGORY_LABEL,
  isPresent,
  SCHEDULE_MSG,
  type AttendanceDay,
  type Category,
  type ScheduleAttendanceField,
  type ScheduleAttendanceInput,
  type ScheduleFieldChange,
  type ScheduleFilters,
  type ScheduleRecord,
} from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';

/** Senior first, then Junior, as the schedule record lists them. */
export const COHORT_ORDER: readonly Category[] = ['sr', 'jr'];

export interface DayAttendance {
  day: AttendanceDay;
  field: ScheduleAttendanceField;
  /** Spec: 'P' is present; anything else (another letter or nothing recorded) is absent. */
  present: boolean;
  /** The stored flag, for the title of a chip ('Not recorded yet' when empty). */
  raw: string | null;
}

export interface CohortView {
  category: Category;
  /** 'Senior' / 'Junior'. */
  label: string;
  cohort: string | null;
  /** Spec: a time for the senior cohort, a slot for the junior one. */
  timeLabel: 'Time' | 'Slot';
  time: string | null;
  days: DayAttendance[];
}

/** The word the spec shows for a flag: Present or Absent. */
export const attendanceWord = (present: boolean): string => (present ? SCHEDULE_MSG.present : SCHEDULE_MSG.absent);

/** A school's two cohorts with their Day 1-4 attendance. */
export function cohortsOf(record: ScheduleRecord): CohortView[] {
  return COHORT_ORDER.map((category) => ({
    category,
    label: CATEGORY_LABEL[category],
    cohort: category === 'sr' ? record.seniorCohort : record.juniorCohort,
    timeLabel: category === 'sr' ? 'Time' : 'Slot',
    time: category === 'sr' ? record.seniorTime : record.juniorSlot,
    days: ATTENDANCE_DAYS.map((day) => {
      const field = attendanceField(category, day);
      const raw = record[field];
      return { day, field, present: isPresent(raw), raw: raw === null || raw.trim() === '' ? null : raw };
    }),
  }));
}

/** An empty value as the data views show it. */
export const orNA = (value: string | null | undefined): string => (value && value.trim() ? value : 'N/A');

/** The empty state's second line: nothing at all, or nothing matching. */
export const emptyDetail = (hasActiveFilters: boolean): string => (hasActiveFilters ? SCHEDULE_MSG.emptyFiltered : SCHEDULE_MSG.emptyNoData);

/** The three dropdowns, their options from the schedule data (GET .../schooltimes/filters). */
export function scheduleFilterDefs(filters: ScheduleFilters | undefined): FilterDef[] {
  const options = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));
  return [
    { key: 'region', label: 'Region', options: options(filters?.regions), allLabel: 'All Regions' },
    { key: 'district', label: 'District', options: options(filters?.districts), allLabel: 'All Districts' },
    { key: 'zone', label: 'Zone', options: options(filters?.zones), allLabel: 'All Zones' },
  ];
}

/** The call that flips one day: Present becomes Absent, anything else becomes Present. */
export function toggleInput(category: Category, day: DayAttendance): ScheduleAttendanceInput {
  return { category, day: day.day, present: !day.present };
}

/** 'Mark Senior Day 2 of KV One (1001) as Absent?' */
export function toggleQuestion(record: Pick<ScheduleRecord, 'kvCode' | 'kvName'>, category: Category, day: DayAttendance): string {
  return `Mark ${CATEGORY_LABEL[category]} Day ${day.day} of ${record.kvName} (${record.kvCode}) as ${attendanceWord(!day.present)}?`;
}

/** A row of the page replaced by the server's answer (the other rows untouched). */
export function replaceRecord<P extends { schooltimes: ScheduleRecord[] }>(page: P, record: ScheduleRecord): P {
  if (!page.schooltimes.some((row) => row.kvCode === record.kvCode)) return page;
  return { ...page, schooltimes: page.schooltimes.map((row) => (row.kvCode === record.kvCode ? record : row)) };
}

/** 'SRDAY1: (empty) -> P' */
export function changeText({ field, before, after }: ScheduleFieldChange): string {
  const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);
  return `${field}: ${shown(before)} -> ${shown(after)}`;
}
