import { Alert, AlertTitle, Paper, Typography } from '@mui/material';
import { MSG } from '@hackathon/contracts';

/** Assignment Submission: the spec keeps the entry and says the feature was removed. */
export function AssignmentSection() {
  return (
    <Paper component="section" aria-label="Assignment Submission" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Assignment Submission
      </Typography>
      <Alert severity="info" role="status">
        <AlertTitle>Feature removed</AlertTitle>
        {MSG.assignmentSubmissionRemoved}
      </Alert>
    </Paper>
  );
}
