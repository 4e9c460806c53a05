import { Button, Grid, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { Mentor, MentorSchool } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { useT } from '../../../i18n';

/** Who is signed in: the mentor's name and designation, and the school it mentors for. */
export function MentorHeader({ mentor, school, onRefresh, refreshing }: { mentor: Mentor; school: MentorSchool; onRefresh: () => void; refreshing: boolean }) {
  const t = useT();
  const field = (label: string, value: string, size: Record<string, number>) => <LabeledValue label={label} value={value} size={size} variant="body2" />;
  return (
    <Paper component="section" aria-label={t('team.mentorPortal.headerAria')} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {mentor.name}
          </Typography>
          <Typography color="text.secondary">{mentor.designation}</Typography>
        </div>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('team.mentorPortal.refresh')}
        </Button>
      </Stack>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {field(t('team.mentorPortal.school'), school.name, { xs: 12, md: 6 })}
        {field(t('team.mentorPortal.schoolCode'), school.code, { xs: 6, md: 2 })}
        {field(t('team.mentorPortal.district'), school.district, { xs: 6, md: 2 })}
        {field(t('team.mentorPortal.region'), school.region, { xs: 12, md: 2 })}
      </Grid>
    </Paper>
  );
}
