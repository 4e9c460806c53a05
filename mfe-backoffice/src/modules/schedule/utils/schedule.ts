import {
  ATTENDANCE_DAYS,
  attendanceField,
  isPresent,
  type AttendanceDay,
  type Category,
  type ScheduleAttendanceField,
  type ScheduleAttendanceInput,
  type ScheduleFieldChange,
  type ScheduleFilters,
  type ScheduleRecord,
} from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { categoryLabel } from '../../shared/utils/labels';
import { tr } from '../../shared/utils/text';

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
export const attendanceWord = (present: boolean): string => (present ? tr('dashboards.schedule.present') : tr('dashboards.schedule.absent'));

/** A school's two cohorts with their Day 1-4 attendance. */
export function cohortsOf(record: ScheduleRecord): CohortView[] {
  return COHORT_ORDER.map((category) => ({
    category,
    label: categoryLabel(category),
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
export const orNA = (value: string | null | undefined): string => (value && value.trim() ? value : tr('dashboards.readonly.na'));

/** The empty state's second line: nothing at all, or nothing matching. */
export const emptyDetail = (hasActiveFilters: boolean): string => (hasActiveFilters ? tr('dashboards.schedule.emptyFiltered') : tr('dashboards.schedule.emptyNoData'));

/** The three dropdowns, their options from the schedule data (GET .../schooltimes/filters). */
export function scheduleFilterDefs(filters: ScheduleFilters | undefined): FilterDef[] {
  const options = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));
  return [
    { key: 'region', label: tr('dashboards.schedule.region'), options: options(filters?.regions), allLabel: tr('dashboards.filters.all.regions') },
    { key: 'district', label: tr('dashboards.schedule.district'), options: options(filters?.districts), allLabel: tr('dashboards.schedule.allDistricts') },
    { key: 'zone', label: tr('dashboards.schedule.zone'), options: options(filters?.zones), allLabel: tr('dashboards.schedule.allZones') },
  ];
}

/** The call that flips one day: Present becomes Absent, anything else becomes Present. */
export function toggleInput(category: Category, day: DayAttendance): ScheduleAttendanceInput {
  return { category, day: day.day, present: !day.present };
}

/** 'Mark Senior Day 2 of KV One (1001) as Absent?' */
export function toggleQuestion(record: Pick<ScheduleRecord, 'kvCode' | 'kvName'>, category: Category, day: DayAttendance): string {
  return tr('dashboards.schedule.toggleQuestion', { category: categoryLabel(category), day: day.day, school: record.kvName, code: record.kvCode, word: attendanceWord(!day.present) });
}

/** A row of the page replaced by the server's answer (the other rows untouched). */
export function replaceRecord<P extends { schooltimes: ScheduleRecord[] }>(page: P, record: ScheduleRecord): P {
  if (!page.schooltimes.some((row) => row.kvCode === record.kvCode)) return page;
  return { ...page, schooltimes: page.schooltimes.map((row) => (row.kvCode === record.kvCode ? record : row)) };
}

/** 'SRDAY1: (empty) -> P' */
export function changeText({ field, before, after }: ScheduleFieldChange): string {
  const shown = (value: string | null) => (value === null || value === '' ? tr('dashboards.schedule.import.emptyValue') : value);
  return `${field}: ${shown(before)} -> ${shown(after)}`;
}
