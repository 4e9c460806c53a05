import { useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PasswordIcon from '@mui/icons-material/Password';
import { useSearchParams } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, JUDGES_API, MENTOR_PORTAL_API, MSG, type MentorInvitationAcceptRequest, type MessageId } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { NewPasswordForm } from './NewPasswordForm';
import { useNewPassword } from '../hooks/useNewPassword';
import { validateMentorInvitationPassword } from '../utils/passwordRules';

/** What differs between the invitations: where the password goes and the page's words. */
const INVITATIONS = {
  mentor: {
    endpoint: MENTOR_PORTAL_API.acceptInvitation,
    invalid: () => API_MSG.mentorInvitationInvalid,
    title: 'public.mentorInvitation.title',
    sub: 'public.mentorInvitation.sub',
    done: 'public.mentorInvitation.done',
  },
  judge: {
    endpoint: JUDGES_API.acceptInvitation,
    invalid: () => API_MSG.judgeInvitationInvalid,
    title: 'public.judgeInvitation.title',
    sub: 'public.judgeInvitation.sub',
    done: 'public.judgeInvitation.done',
  },
} satisfies Record<string, { endpoint: typeof MENTOR_PORTAL_API.acceptInvitation | typeof JUDGES_API.acceptInvitation; invalid: () => string; title: MessageId; sub: MessageId; done: MessageId }>;

export type InvitationKind = keyof typeof INVITATIONS;

function GoToLogin() {
  const t = useT();
  return (
    <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
      {t('public.go.login')}
    </Button>
  );
}

/**
 * The link of an invitation mail (a mentor's, issue 26; a judge's, issue 27): the person sets a
 * password, then signs in at /login with the invited address. An expired or used link says so and
 * says who can send a new one (the school admin, the organisers).
 */
export function InvitationPage({ kind }: { kind: InvitationKind }) {
  const t = useT();
  const invitation = INVITATIONS[kind];
  const [params] = useSearchParams();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const fields = useNewPassword(validateMentorInvitationPassword, setError);

  const accept = useEndpointMutation(invitation.endpoint, (body: MentorInvitationAcceptRequest) => ({ params: [] as [], body, token: null, skipAuthRedirect: true }), {
    onError: (thrown) => {
      const message = messageOr(thrown, MSG.failedResetPassword, MSG.networkErrorRetry);
      if (message === invitation.invalid()) setTokenRejected(true);
      else setError(message);
    },
  });

  if (!token || tokenRejected) {
    return (
      <AuthCard title={t('public.mentorInvitation.invalid')} icon={<LinkOffIcon />} subtitle={invitation.invalid()}>
        <GoToLogin />
      </AuthCard>
    );
  }

  if (accept.isSuccess) {
    return (
      <AuthCard title={t(invitation.done)} icon={<CheckCircleIcon />} subtitle={API_MSG.mentorInvitationAccepted}>
        <GoToLogin />
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => fields.submit(event, (newPassword) => accept.mutate({ token, newPassword }));

  return (
    <AuthCard title={t(invitation.title)} icon={<PasswordIcon />} subtitle={t(invitation.sub)}>
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
