import { Alert, AlertTitle } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/** The lock banner of mentor and team management (participant spec, section 1 notices). */
export function LockedNotice({ subject }: { subject: 'mentors' | 'teams' }) {
  const t = useT();
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid={`${subject}-locked-banner`}>
      <AlertTitle>{t('school.lock.title')}</AlertTitle>
      {subject === 'mentors' ? EVENT.notices.lockMentors : EVENT.notices.lockTeams}
    </Alert>
  );
}
