import { Alert, AlertTitle, Paper, Typography } from '@mui/material';
import { MSG } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/** Assignment Submission: the spec keeps the entry and says the feature was removed. */
export function AssignmentSection() {
  const t = useT();
  return (
    <Paper component="section" aria-label={t('team.sections.assignment')} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('team.sections.assignment')}
      </Typography>
      <Alert severity="info" role="status">
        <AlertTitle>{t('team.assignment.featureRemoved')}</AlertTitle>
        {MSG.assignmentSubmissionRemoved}
      </Alert>
    </Paper>
  );
}
