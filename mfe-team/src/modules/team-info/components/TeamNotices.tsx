import { Alert, AlertTitle, Stack } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/** The two notices the spec gives team users, as the organisers publish them: chatbox misuse, and signing out before switching category. */
export function TeamNotices() {
  const t = useT();
  return (
    <Stack spacing={1.5} component="section" aria-label={t('team.notices.aria')}>
      <Alert severity="warning" role="note">
        <AlertTitle>{t('team.notices.chatboxTitle')}</AlertTitle>
        {EVENT.notices.chatbox}
      </Alert>
      <Alert severity="info" role="note">
        <AlertTitle>{t('team.notices.lmsTitle')}</AlertTitle>
        {EVENT.notices.signOut}
      </Alert>
    </Stack>
  );
}
