import { Alert, AlertTitle, Button, Card, CardContent, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { API_MSG, EVENT, MSG } from '@hackathon/contracts';
import { LabeledValue, LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { useSchedule } from '../hooks/useSchedule';
import { ATTENDANCE_LABEL, cohortRows, type Attendance } from '../utils/schedule';
import { CATEGORY_FILTER_LABEL } from '../../shared/utils/labels';
import { useT } from '../../../i18n';

const ATTENDANCE_COLOR: Record<Attendance, 'success' | 'error' | 'default'> = { present: 'success', absent: 'error', unmarked: 'default' };
const or = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** Schedule: loaded; 'Schedule Not Available' (404, to be released); 'Failed to fetch schedule'. */
export function SchedulePanel({ schoolCode }: { schoolCode: string | null }) {
  const t = useT();
  const { query, state } = useSchedule(schoolCode);

  if (state === 'noSchool') return <Alert severity="error">{MSG.schoolInfoNotAvailable}</Alert>;
  if (state === 'loading') return <LoadingSpinner label={t('school.schedule.loading')} />;
  if (state === 'notAvailable') {
    return (
      <Alert severity="info" icon={<EventIcon />} role="status">
        <AlertTitle>{MSG.scheduleNotAvailable}</AlertTitle>
        {API_MSG.scheduleReleaseSoon}
      </Alert>
    );
  }
  if (state === 'error' || !query.data) {
    return <LoadErrorAlert message={MSG.failedFetchSchedule} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const record = query.data;
  return (
    <Stack spacing={2} component="section" aria-label={t('school.schedule.sectionLabel')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('school.schedule.title')}
        </Typography>
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          <LabeledValue label={t('school.schedule.school')} value={or(record.kvName)} size={{ xs: 12, sm: 6, md: 4 }} variant="body2" />
          <LabeledValue label={t('school.schedule.schoolCode')} value={or(record.kvCode)} size={{ xs: 6, md: 2 }} variant="body2" />
          <LabeledValue label={t('school.schedule.district')} value={or(record.district)} size={{ xs: 6, md: 2 }} variant="body2" />
          <LabeledValue label={t('school.schedule.region')} value={or(record.region)} size={{ xs: 6, md: 2 }} variant="body2" />
          <LabeledValue label={t('school.schedule.zone')} value={or(record.zone)} size={{ xs: 6, md: 2 }} variant="body2" />
        </Grid>
      </Paper>
      <Grid container spacing={2}>
        {cohortRows(record).map((row) => (
          <Grid key={row.category} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }} aria-label={t('school.schedule.cardLabel', { category: CATEGORY_FILTER_LABEL[row.category] })}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {CATEGORY_FILTER_LABEL[row.category]}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('school.schedule.cohort', { cohort: or(row.cohort) })}
                </Typography>
                <Typography variant="body2">{t(row.category === 'sr' ? 'school.schedule.time' : 'school.schedule.slot', { time: or(row.time) })}</Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5, mb: 0.5 }}>
                  {t('school.schedule.attendance')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {row.days.map((day, index) => (
                    <Chip key={index} size="small" label={t('school.schedule.day', { n: index + 1, status: ATTENDANCE_LABEL[day] })} color={ATTENDANCE_COLOR[day]} variant={day === 'unmarked' ? 'outlined' : 'filled'} />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Alert severity="info">{t('school.schedule.arriveEarly', { minutes: EVENT.arriveEarlyMinutes })}</Alert>
      <Stack direction="row">
        <Button size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('school.schedule.refresh')}
        </Button>
      </Stack>
    </Stack>
  );
}
