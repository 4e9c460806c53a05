import { ATTENDANCE_DAYS, attendanceField, CATEGORY_LABEL, type Category, type ScheduleRecord } from '@hackathon/contracts';
import type { GridColDef } from '@hackathon/ui';
import { cohortsOf, orNA, type DayAttendance } from '../utils/schedule';
import { AttendanceChip } from './AttendanceChip';

type Toggle = (record: ScheduleRecord, category: Category, day: DayAttendance) => void;

const text = (field: keyof ScheduleRecord, headerName: string, width: number, sortable = false): GridColDef<ScheduleRecord> => ({
  field,
  headerName,
  width,
  sortable,
  valueGetter: (_value, row) => orNA(row[field]),
});

function dayColumns(category: Category, onToggle: Toggle, disabled: boolean): GridColDef<ScheduleRecord>[] {
  const short = category === 'sr' ? 'SR' : 'JR';
  return ATTENDANCE_DAYS.map((n) => ({
    field: attendanceField(category, n),
    headerName: `${short} Day ${n}`,
    description: `${CATEGORY_LABEL[category]} Day ${n}`,
    width: 100,
    sortable: false,
    renderCell: ({ row }) => {
      const day = cohortsOf(row).find((c) => c.category === category)?.days[n - 1];
      return day ? <AttendanceChip compact record={row} category={category} day={day} disabled={disabled} onToggle={() => onToggle(row, category, day)} /> : null;
    },
  }));
}

/** The table view: the school, its place, then each cohort's dates, time or slot and Day 1-4. */
export function scheduleColumns(onToggle: Toggle, disabled: boolean): GridColDef<ScheduleRecord>[] {
  return [
    text('kvCode', 'KV Code', 90, true),
    text('kvName', 'KV Name', 220, true),
    text('region', 'Region', 120, true),
    text('district', 'District', 130, true),
    text('zone', 'Zone', 80, true),
    text('seniorCohort', 'Senior Cohort', 130),
    text('seniorTime', 'Senior Time', 110),
    ...dayColumns('sr', onToggle, disabled),
    text('juniorCohort', 'Junior Cohort', 130),
    text('juniorSlot', 'Junior Slot', 110),
    ...dayColumns('jr', onToggle, disabled),
  ];
}
