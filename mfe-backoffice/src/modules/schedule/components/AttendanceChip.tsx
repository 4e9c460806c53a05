import { Chip } from '@mui/material';
import type { Category, ScheduleRecord } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { categoryLabel } from '../../shared/utils/labels';
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
  const t = useT();
  const word = attendanceWord(day.present);
  const visible = compact ? word : t('dashboards.schedule.dayWord', { day: day.day, word });
  return (
    <Chip
      component="button"
      size="small"
      label={visible}
      color={day.present ? 'success' : 'error'}
      variant={day.raw === null ? 'outlined' : 'filled'}
      title={day.raw === null ? t('dashboards.schedule.notRecorded') : undefined}
      disabled={disabled}
      onClick={(event) => {
        // in the table a row click picks the row for the bulk marks: the chip asks about its own day only
        event.stopPropagation();
        onToggle();
      }}
      data-attendance={`${record.kvCode}-${day.field}`}
      aria-label={t('dashboards.schedule.chipLabel', { category: categoryLabel(category), day: day.day, word, school: record.kvName, code: record.kvCode, other: attendanceWord(!day.present) })}
    />
  );
}
