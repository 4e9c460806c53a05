import { Alert, AlertTitle } from '@mui/material';
import { useT } from '../../../i18n';

/** The lock banner of mentor and team management (participant spec, section 1 notices). */
export function LockedNotice({ subject }: { subject: 'mentors' | 'teams' }) {
  const t = useT();
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid={`${subject}-locked-banner`}>
      <AlertTitle>{t('school.lock.title')}</AlertTitle>
      {t(subject === 'mentors' ? 'school.lock.mentorsBody' : 'school.lock.teamsBody')}
    </Alert>
  );
}
