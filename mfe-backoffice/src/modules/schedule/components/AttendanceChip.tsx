import { Chip } from '@mui/material';
import { CATEGORY_LABEL, type Category, type ScheduleRecord } from '@hackathon/contracts';
import { attendanceWord, type DayAttendance } from '../utils/schedule';

export interface AttendanceChipProps {
  record: Pick<ScheduleRecord, 'kvCode' | 'kvName'>;
  category: Category;
  day: DayAttendance;
  /** 'Day 1: Present' on a card; 'Present' in a table cell, whose column names the day. */
  compact?: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/**
 * One day's attendance as the spec words it (Present / Absent), and the button that changes it
 * (the panel asks first). A day with nothing recorded reads Absent, outlined.
 */
export function AttendanceChip({ record, category, day, compact = false, disabled, onToggle }: AttendanceChipProps) {
  const word = attendanceWord(day.present);
  const visible = compact ? word : `Day ${day.day}: ${word}`;
  return (
    <Chip
      component="button"
      size="small"
      label={visible}
      color={day.present ? 'success' : 'error'}
      variant={day.raw === null ? 'outlined' : 'filled'}
      title={day.raw === null ? 'Not recorded yet' : undefined}
      disabled={disabled}
      onClick={onToggle}
      data-attendance={`${record.kvCode}-${day.field}`}
      aria-label={`${CATEGORY_LABEL[category]} ${compact ? `Day ${day.day}: ${word}` : visible}, ${record.kvName} (${record.kvCode}). Change to ${attendanceWord(!day.present)}`}
    />
  );
}
