import { Alert } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { EVENT, MSG } from '@hackathon/contracts';
import { useLanguage } from '../../../i18n';

/** The schedule reminder of the team dashboard. */
export function ArrivalNote() {
  useLanguage(); // re-renders the message on a language switch
  return (
    <Alert severity="info" icon={<AccessTimeIcon />} sx={{ width: '100%' }}>
      {MSG.arriveEarly(EVENT.arriveEarlyMinutes)}
    </Alert>
  );
}
