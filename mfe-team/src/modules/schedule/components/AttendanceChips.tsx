import { Chip, Stack } from '@mui/material';
import type { AttendanceDay, AttendanceMark } from '../utils/schedule';
import { useT } from '../../../i18n';

const MARK_COLOR: Record<AttendanceMark, 'success' | 'error' | 'default'> = { Present: 'success', Absent: 'error', 'Not recorded': 'default' };

/** Day 1-4 of a bootcamp cohort: present, absent or not recorded, one chip a day. */
export function AttendanceChips({ days }: { days: AttendanceDay[] }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {days.map(({ day, mark }) => (
        <Chip key={day} size="small" variant={mark === 'Not recorded' ? 'outlined' : 'filled'} color={MARK_COLOR[mark]} label={t('team.schedule.day', { day, mark })} />
      ))}
    </Stack>
  );
}
