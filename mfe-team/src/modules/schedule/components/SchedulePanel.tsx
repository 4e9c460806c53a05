import { Alert, AlertTitle, Box, Grid, Skeleton, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { MSG, type Category } from '@hackathon/contracts';
import { LabeledValue, LoadErrorAlert } from '@hackathon/ui';
import { SectionPanel } from '../../shared/components/SectionPanel';
import { ArrivalNote } from './ArrivalNote';
import { useSchoolSchedule } from '../hooks/useSchoolSchedule';
import { scheduleFailureKind, scheduleForCategory } from '../utils/schedule';
import { AttendanceChips } from './AttendanceChips';
import { useT } from '../../../i18n';

function ScheduleBody({ schoolCode, category }: { schoolCode: string | null; category: Category }) {
  const t = useT();
  const query = useSchoolSchedule(schoolCode);

  if (!schoolCode) return <Alert severity="warning">{MSG.schoolInfoNotAvailable}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={120} aria-label={t('team.schedule.loading')} />;
  if (query.error) {
    if (scheduleFailureKind(query.error.status) === 'notAvailable') {
      return (
        <Alert severity="info" role="status">
          <AlertTitle>{MSG.scheduleNotAvailable}</AlertTitle>
          {MSG.scheduleReleaseSoon}
        </Alert>
      );
    }
    return <LoadErrorAlert message={MSG.failedFetchSchedule} detail={query.error.serverMessage ?? undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const schedule = scheduleForCategory(query.data, category);
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <LabeledValue label={t('team.info.school')} value={query.data.kvName} size={{ xs: 12, md: 4 }} />
        <LabeledValue label={t('team.schedule.cohort', { category: schedule.categoryLabel })} value={schedule.cohort} size={{ xs: 12, sm: 6, md: 4 }} />
        <LabeledValue label={schedule.timeLabel === 'Time' ? t('team.schedule.time') : t('team.schedule.slot')} value={schedule.time} size={{ xs: 12, sm: 6, md: 4 }} />
      </Grid>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {t('team.schedule.attendanceCaption', { category: schedule.categoryLabel })}
        </Typography>
        <AttendanceChips days={schedule.attendance} />
      </Box>
    </Stack>
  );
}

/** The hackathon schedule of the team's school, only for the team's category, with the arrival note. */
export function SchedulePanel({ schoolCode, category, categoryLabel }: { schoolCode: string | null; category: Category; categoryLabel: string }) {
  const t = useT();
  return (
    <SectionPanel label={t('team.schedule.aria')} title={t('team.schedule.title', { category: categoryLabel })} icon={<EventIcon color="primary" />}>
      <Stack spacing={2}>
        <ScheduleBody schoolCode={schoolCode} category={category} />
        <ArrivalNote />
      </Stack>
    </SectionPanel>
  );
}
