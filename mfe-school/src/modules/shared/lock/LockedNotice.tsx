import { Alert, AlertTitle } from '@mui/material';

/** The lock banner of mentor and team management (participant spec, section 1 notices). */
export function LockedNotice({ subject }: { subject: 'mentors' | 'teams' }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid={`${subject}-locked-banner`}>
      <AlertTitle>Functionality Locked</AlertTitle>
      Adding, editing and deleting {subject} is currently locked. Password changes remain available.
    </Alert>
  );
}
