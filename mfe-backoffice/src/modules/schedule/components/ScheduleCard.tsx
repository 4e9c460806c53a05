import { Box, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import type { Category, ScheduleRecord } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { cohortsOf, orNA, type DayAttendance } from '../utils/schedule';
import { AttendanceChip } from './AttendanceChip';

export interface ScheduleCardProps {
  row: ScheduleRecord;
  onToggle: (record: ScheduleRecord, category: Category, day: DayAttendance) => void;
  disabled?: boolean;
}

/** A school: region, district and zone, then each cohort's dates, time or slot and Day 1-4. */
export function ScheduleCard({ row, onToggle, disabled }: ScheduleCardProps) {
  const t = useT();
  return (
    <CardContent component="article" aria-label={`${row.kvName} (${row.kvCode})`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.kvName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('dashboards.schedule.card.code', { code: row.kvCode })}
      </Typography>
      <Grid container spacing={1} sx={{ mt: 0.5 }}>
        <LabeledValue label={t('dashboards.schedule.region')} value={orNA(row.region)} size={{ xs: 4 }} variant="body2" />
        <LabeledValue label={t('dashboards.schedule.district')} value={orNA(row.district)} size={{ xs: 4 }} variant="body2" />
        <LabeledValue label={t('dashboards.schedule.zone')} value={orNA(row.zone)} size={{ xs: 4 }} variant="body2" />
      </Grid>
      {cohortsOf(row).map((cohort) => (
        <Box key={cohort.category} component="section" aria-label={t('dashboards.schedule.card.cohortSection', { category: cohort.label })}>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="subtitle2" component="h4">
            {cohort.label}
          </Typography>
          <Typography variant="body2">{t('dashboards.schedule.card.cohort', { cohort: orNA(cohort.cohort) })}</Typography>
          <Typography variant="body2">
            {t('dashboards.schedule.card.time', { kind: cohort.timeLabel, time: orNA(cohort.time) })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
            {cohort.days.map((day) => (
              <AttendanceChip key={day.field} record={row} category={cohort.category} day={day} disabled={disabled} onToggle={() => onToggle(row, cohort.category, day)} />
            ))}
          </Stack>
        </Box>
      ))}
    </CardContent>
  );
}
