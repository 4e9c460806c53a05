import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useEndpointMutation, useEndpointQuery } from '@hackathon/api-client';
import { MSG, TEAMS_API, type TeamResetPasswordInput } from '@hackathon/contracts';
import { LoadingSpinner, toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { SLOT, withElement } from '../../shared/withElement';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useNewPassword } from '../hooks/useNewPassword';
import { validateTeamResetPassword } from '../utils/passwordRules';

/** Without a token: error toast and back to /team-login. */
function MissingToken() {
  const shown = useRef(false);
  useEffect(() => {
    // once, even when StrictMode runs effects twice
    if (shown.current) return;
    shown.current = true;
    toast.error(MSG.invalidResetLink);
  }, []);
  return <Navigate to="/team-login" replace />;
}

/** Participant spec, "Team password reset (/reset-team-password)". */
export default function ResetTeamPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <TeamResetForm token={token} /> : <MissingToken />;
}

function TeamResetForm({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const fields = useNewPassword(validateTeamResetPassword, setError);

  const validation = useEndpointQuery(null, TEAMS_API.validateResetLink, [], {
    query: { token },
    retry: false,
    staleTime: Infinity,
    request: { token: null, skipAuthRedirect: true },
  });
  const reset = useEndpointMutation(TEAMS_API.resetPassword, (body: TeamResetPasswordInput) => ({ params: [] as [], body, token: null, skipAuthRedirect: true }), {
    onSuccess: () => {
      toast.success(MSG.teamPasswordResetSuccess);
      navigate('/team-login', { replace: true });
    },
    onError: (thrown) => setError(messageOr(thrown, MSG.passwordResetFailedRetry, MSG.networkErrorRetry)),
  });

  if (validation.isPending) {
    return (
      <AuthCard title={t('public.teamPw.title')} icon={<LockResetIcon />}>
        <LoadingSpinner label={t('public.teamPw.checking')} />
      </AuthCard>
    );
  }

  if (validation.isError || !validation.data?.valid) {
    return (
      <AuthCard title={t('public.reset.invalid')} icon={<LinkOffIcon />} subtitle={MSG.invalidResetLink}>
        <Button component={RouterLink} to="/team-login" variant="contained" size="large" fullWidth>
          {t('public.go.teamLogin')}
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => fields.submit(event, (newPassword) => reset.mutate({ token, newPassword }));

  return (
    <AuthCard
      title={t('public.teamPw.title')}
      icon={<LockResetIcon />}
      subtitle={
        validation.data.teamId
          ? withElement(t('public.teamPw.forTeam', { teamId: SLOT }), <strong>{validation.data.teamId}</strong>)
          : t('public.teamPw.sub')
      }
    >
      <NewPasswordForm
        fields={fields}
        onSubmit={submit}
        error={error}
        pending={reset.isPending}
        hint={t('public.teamPw.hint')}
        backTo="/team-login"
        backLabel={t('public.go.teamLogin')}
      />
    </AuthCard>
  );
}
