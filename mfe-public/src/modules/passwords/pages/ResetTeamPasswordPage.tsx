import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useEndpointMutation, useEndpointQuery } from '@hackathon/api-client';
import { MSG, TEAMS_API, type TeamResetPasswordInput } from '@hackathon/contracts';
import { LoadingSpinner, toast } from '@hackathon/ui';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
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
      <AuthCard title="Reset Team Password" icon={<LockResetIcon />}>
        <LoadingSpinner label="Validating reset link..." />
      </AuthCard>
    );
  }

  if (validation.isError || !validation.data?.valid) {
    return (
      <AuthCard title="Invalid Reset Link" icon={<LinkOffIcon />} subtitle={MSG.invalidResetLink}>
        <Button component={RouterLink} to="/team-login" variant="contained" size="large" fullWidth>
          Back to Team Login
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => fields.submit(event, (newPassword) => reset.mutate({ token, newPassword }));

  return (
    <AuthCard
      title="Reset Team Password"
      icon={<LockResetIcon />}
      subtitle={validation.data.teamId ? <>Choose a new password for team <strong>{validation.data.teamId}</strong>.</> : 'Choose a new password for your team.'}
    >
      <NewPasswordForm
        fields={fields}
        onSubmit={submit}
        error={error}
        pending={reset.isPending}
        hint="At least 6 characters with an uppercase letter, a lowercase letter and a number."
        backTo="/team-login"
        backLabel="Back to Team Login"
      />
    </AuthCard>
  );
}
