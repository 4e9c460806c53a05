import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import type { StudentCard } from '../utils/teamInfo';
import { CrownIcon } from '@hackathon/ui';
import { useT } from '../../../i18n';

/** One card per student: name, class and a crown for the team leader. */
export function StudentCards({ students }: { students: StudentCard[] }) {
  const t = useT();
  return (
    <Box component="section" aria-label={t('team.students.aria')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('team.students.title', { n: students.length })}
      </Typography>
      {students.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('team.students.empty')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {students.map((student) => (
            <Grid key={student.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', borderColor: student.isLeader ? 'secondary.main' : undefined }}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {student.isLeader ? (
                        <CrownIcon titleAccess={t('team.students.leaderIcon')} color="secondary" fontSize="small" sx={{ mr: 0.75, verticalAlign: 'text-bottom' }} />
                      ) : null}
                      {student.name}
                    </Typography>
                    {student.isLeader ? <Chip size="small" color="secondary" label={t('team.students.leader')} /> : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t('team.students.class', { className: student.className })}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
