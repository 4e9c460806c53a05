import { Alert, AlertTitle, Stack } from '@mui/material';
import { MSG } from '@hackathon/contracts';

/** The two notices the spec gives team users: chatbox misuse, and signing out before switching category. */
export function TeamNotices() {
  return (
    <Stack spacing={1.5} component="section" aria-label="Important notices">
      <Alert severity="warning" role="note">
        <AlertTitle>Class chatbox</AlertTitle>
        {MSG.chatboxMisuseNotice}
      </Alert>
      <Alert severity="info" role="note">
        <AlertTitle>Junior and Senior learning site</AlertTitle>
        {MSG.lmsSignOutNotice}
      </Alert>
    </Stack>
  );
}
