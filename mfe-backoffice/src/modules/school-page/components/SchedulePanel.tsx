import { Box, Chip, Grid, Typography } from '@mui/material';
import type { ScheduleRecord } from '@hackathon/contracts';
import { LabeledValue, VisuallyHidden } from '@hackathon/ui';
import { useT, type Translate } from '../../../i18n';
import { attendanceByDay, type AttendanceMark } from '../utils/attendance';
import { Empty, PageSection } from './PageSection';

const HALF = { xs: 12, sm: 6 } as const;
const COLOR: Record<AttendanceMark, 'success' | 'error' | 'default'> = { present: 'success', absent: 'error', notMarked: 'default' };

function markText(t: Translate, mark: AttendanceMark): string {
  if (mark === 'present') return t('backoffice.schoolPage.attendance.present');
  if (mark === 'absent') return t('backoffice.schoolPage.attendance.absent');
  return t('backoffice.schoolPage.attendance.notMarked');
}

/** The school's cohorts and slots, and its Day 1-4 attendance for both cohorts (read-only: marking stays in Schedule & Attendance). */
export function SchedulePanel({ schedule }: { schedule: ScheduleRecord | null }) {
  const t = useT();
  return (
    <PageSection id="schedule" title={t('backoffice.schoolPage.section.schedule')}>
      {schedule ? (
        <>
          <Grid container spacing={1.5}>
            <LabeledValue size={HALF} label={t('backoffice.schoolPage.schedule.senior')} value={schedule.seniorCohort || '—'} />
            <LabeledValue size={HALF} label={t('backoffice.schoolPage.schedule.time')} value={schedule.seniorTime || '—'} />
            <LabeledValue size={HALF} label={t('backoffice.schoolPage.schedule.junior')} value={schedule.juniorCohort || '—'} />
            <LabeledValue size={HALF} label={t('backoffice.schoolPage.schedule.slot')} value={schedule.juniorSlot || '—'} />
          </Grid>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('backoffice.schoolPage.attendance.title')}
          </Typography>
          <Box component="table" data-testid="school-page-attendance" sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', py: 0.5, pr: 1 } }}>
            <thead>
              <tr>
                <th scope="col">
                  <VisuallyHidden>{t('backoffice.schoolPage.attendance.title')}</VisuallyHidden>
                </th>
                <Typography component="th" scope="col" variant="caption" color="text.secondary">
                  {t('backoffice.schoolPage.schedule.senior')}
                </Typography>
                <Typography component="th" scope="col" variant="caption" color="text.secondary">
                  {t('backoffice.schoolPage.schedule.junior')}
                </Typography>
              </tr>
            </thead>
            <tbody>
              {attendanceByDay(schedule).map((day) => (
                <tr key={day.day} data-day={day.day}>
                  <Typography component="th" scope="row" variant="body2">
                    {t('backoffice.schoolPage.attendance.day', { day: day.day })}
                  </Typography>
                  <td>
                    <Chip size="small" variant={day.senior === 'notMarked' ? 'outlined' : 'filled'} color={COLOR[day.senior]} label={markText(t, day.senior)} data-mark={day.senior} />
                  </td>
                  <td>
                    <Chip size="small" variant={day.junior === 'notMarked' ? 'outlined' : 'filled'} color={COLOR[day.junior]} label={markText(t, day.junior)} data-mark={day.junior} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      ) : (
        <Empty>{t('backoffice.schoolPage.schedule.none')}</Empty>
      )}
    </PageSection>
  );
}

