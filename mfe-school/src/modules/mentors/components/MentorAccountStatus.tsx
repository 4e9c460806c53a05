import { Button, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { mentorAccountText, type Mentor } from '@hackathon/contracts';
import { useMentorInvite } from '../hooks/useMentorInvite';
import { inviteAction } from '../utils/mentorAccount';
import { useT } from '../../../i18n';

export interface MentorAccountStatusProps {
  mentor: Mentor;
  /** The school whose lists an invitation refreshes. */
  schoolCode: string;
}

/**
 * The mentor's portal account (issue 26), on the card and in the View dialog: its state and the
 * Invite / Resend invitation button. Never disabled by the mentor lock (only while a send is on its way).
 */
export function MentorAccountStatus({ mentor, schoolCode }: MentorAccountStatusProps) {
  const t = useT();
  const { invite, pending } = useMentorInvite(schoolCode);
  const action = inviteAction(mentor);
  const name = mentor.name || t('school.mentors.unknown');
  return (
    <Stack direction="row" data-testid="mentor-account" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('school.mentors.account.line', { status: mentorAccountText(mentor.account) })}
      </Typography>
      {action === 'invite' || action === 'resend' ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<SendIcon />}
          disabled={pending}
          onClick={() => void invite(mentor)}
          aria-label={t(action === 'invite' ? 'school.mentors.account.inviteName' : 'school.mentors.account.resendName', { name })}
        >
          {t(action === 'invite' ? 'school.mentors.account.invite' : 'school.mentors.account.resend')}
        </Button>
      ) : null}
      {action === 'inactive' ? (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('school.mentors.account.inactiveHint')}
        </Typography>
      ) : null}
    </Stack>
  );
}
