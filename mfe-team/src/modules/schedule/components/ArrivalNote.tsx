import { Alert } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { EVENT, MSG } from '@hackathon/contracts';

/** The schedule reminder of the team dashboard. */
export function ArrivalNote() {
  return (
    <Alert severity="info" icon={<AccessTimeIcon />} sx={{ width: '100%' }}>
      {MSG.arriveEarly(EVENT.arriveEarlyMinutes)}
    </Alert>
  );
}
