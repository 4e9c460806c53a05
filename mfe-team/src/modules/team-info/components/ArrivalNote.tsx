import { Alert } from '@mui/material';
import { EVENT } from '@hackathon/contracts';

/** The schedule reminder of the team dashboard. */
export function ArrivalNote() {
  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      Please arrive {EVENT.arriveEarlyMinutes} minutes before the scheduled time.
    </Alert>
  );
}
