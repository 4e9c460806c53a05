import { Alert, AlertTitle, Grid, Stack } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { CATEGORIES, MSG, type ScheduleRecord } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { ArrivalNote, scheduleForCategory } from '../../schedule';
import { SectionPanel } from '../../shared/components/SectionPanel';
import { useT } from '../../../i18n';

/** The school's bootcamp schedule, both cohorts (the teams' attendance is on their cards); null until released. */
export function MentorSchedule({ schedule }: { schedule: ScheduleRecord | null }) {
  const t = useT();
  return (
    <SectionPanel label={t('team.mentorPortal.scheduleAria')} title={t('team.mentorPortal.scheduleTitle')} icon={<EventIcon color="primary" />}>
      {schedule === null ? (
        <Alert severity="info" role="status">
          <AlertTitle>{MSG.scheduleNotAvailable}</AlertTitle>
          {MSG.scheduleReleaseSoon}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            {CATEGORIES.map((category) => {
              const cohort = scheduleForCategory(schedule, category);
              return [
                <LabeledValue key={`${category}-cohort`} label={t('team.schedule.cohort', { category: cohort.categoryLabel })} value={cohort.cohort} size={{ xs: 12, sm: 6, md: 3 }} />,
                <LabeledValue key={`${category}-time`} label={cohort.timeLabel === 'Time' ? t('team.schedule.time') : t('team.schedule.slot')} value={cohort.time} size={{ xs: 12, sm: 6, md: 3 }} />,
              ];
            })}
          </Grid>
          <ArrivalNote />
        </Stack>
      )}
    </SectionPanel>
  );
}
