import { ATTENDANCE_DAYS, attendanceField, type Category, type MessageId, type ScheduleRecord } from '@hackathon/contracts';
import type { GridColDef } from '@hackathon/ui';
import { categoryLabel } from '../../shared/utils/labels';
import { tr } from '../../shared/utils/text';
import { cohortsOf, orNA, type DayAttendance } from '../utils/schedule';
import { AttendanceChip } from './AttendanceChip';

type Toggle = (record: ScheduleRecord, category: Category, day: DayAttendance) => void;

const text = (field: keyof ScheduleRecord, header: MessageId, width: number, sortable = false): GridColDef<ScheduleRecord> => ({
  field,
  headerName: tr(header),
  width,
  sortable,
  valueGetter: (_value, row) => orNA(row[field]),
});

function dayColumns(category: Category, onToggle: Toggle, disabled: boolean): GridColDef<ScheduleRecord>[] {
  const short = category === 'sr' ? 'SR' : 'JR';
  return ATTENDANCE_DAYS.map((n) => ({
    field: attendanceField(category, n),
    headerName: tr('dashboards.schedule.column.day', { short, n }),
    description: tr('dashboards.schedule.column.dayDescription', { category: categoryLabel(category), n }),
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
    text('kvCode', 'dashboards.schedule.column.kvCode', 90, true),
    text('kvName', 'dashboards.schedule.column.kvName', 220, true),
    text('region', 'dashboards.schedule.region', 120, true),
    text('district', 'dashboards.schedule.district', 130, true),
    text('zone', 'dashboards.schedule.zone', 80, true),
    text('seniorCohort', 'dashboards.schedule.column.seniorCohort', 130),
    text('seniorTime', 'dashboards.schedule.column.seniorTime', 110),
    ...dayColumns('sr', onToggle, disabled),
    text('juniorCohort', 'dashboards.schedule.column.juniorCohort', 130),
    text('juniorSlot', 'dashboards.schedule.column.juniorSlot', 110),
    ...dayColumns('jr', onToggle, disabled),
  ];
}
