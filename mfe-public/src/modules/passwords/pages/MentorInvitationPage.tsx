import { useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PasswordIcon from '@mui/icons-material/Password';
import { useSearchParams } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, MENTOR_PORTAL_API, MSG, type MentorInvitationAcceptRequest } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useNewPassword } from '../hooks/useNewPassword';
import { validateMentorInvitationPassword } from '../utils/passwordRules';

function GoToLogin() {
  const t = useT();
  return (
    <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
      {t('public.go.login')}
    </Button>
  );
}

/**
 * The link of a mentor's invitation mail (issue 26): the mentor sets a password, then signs in at
 * /login with the email the school admin gave. An expired or used link says so and sends the
 * mentor to the school admin, the only one who can send a new invitation.
 */
export default function MentorInvitationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const fields = useNewPassword(validateMentorInvitationPassword, setError);

  const accept = useEndpointMutation(
    MENTOR_PORTAL_API.acceptInvitation,
    (body: MentorInvitationAcceptRequest) => ({ params: [] as [], body, token: null, skipAuthRedirect: true }),
    {
      onError: (thrown) => {
        const message = messageOr(thrown, MSG.failedResetPassword, MSG.networkErrorRetry);
        if (message === API_MSG.mentorInvitationInvalid) setTokenRejected(true);
        else setError(message);
      },
    },
  );

  if (!token || tokenRejected) {
    return (
      <AuthCard title={t('public.mentorInvitation.invalid')} icon={<LinkOffIcon />} subtitle={API_MSG.mentorInvitationInvalid}>
        <GoToLogin />
      </AuthCard>
    );
  }

  if (accept.isSuccess) {
    return (
      <AuthCard title={t('public.mentorInvitation.done')} icon={<CheckCircleIcon />} subtitle={API_MSG.mentorInvitationAccepted}>
        <GoToLogin />
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => fields.submit(event, (newPassword) => accept.mutate({ token, newPassword }));

  return (
    <AuthCard title={t('public.mentorInvitation.title')} icon={<PasswordIcon />} subtitle={t('public.mentorInvitation.sub')}>
      <NewPasswordForm
        fields={fields}
        onSubmit={submit}
        error={error}
        pending={accept.isPending}
        hint={MSG.strongPassword}
        submitLabel={t('public.mentorInvitation.submit')}
        pendingLabel={t('public.mentorInvitation.submitting')}
        backTo="/login"
        backLabel={t('public.go.backLogin')}
      />
    </AuthCard>
  );
}
