import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useSearchParams } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, AUTH_API, MSG, type ResetPasswordRequest } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useNewPassword } from '../hooks/useNewPassword';
import { validateTokenResetPassword } from '../utils/passwordRules';

function InvalidLink() {
  return (
    <AuthCard title="Invalid Reset Link" icon={<LinkOffIcon />} subtitle="This password reset link is invalid or has expired.">
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
          Request New Reset Link
        </Button>
        <Button component={RouterLink} to="/login" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** Participant spec, "Token reset (/reset-password)". */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(null);
  const fields = useNewPassword(validateTokenResetPassword, setError);
  const [tokenRejected, setTokenRejected] = useState(false);

  const reset = useEndpointMutation(AUTH_API.resetPassword, (body: ResetPasswordRequest) => ({ params: [] as [], body, token: null, skipAuthRedirect: true }), {
    onSuccess: () => toast.success(MSG.passwordResetSuccess),
    onError: (thrown) => {
      const message = messageOr(thrown, MSG.failedResetPassword, MSG.networkErrorRetry);
      if (message === API_MSG.invalidOrExpiredToken) setTokenRejected(true);
      else setError(message);
    },
  });

  if (!token || tokenRejected) return <InvalidLink />;

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password Reset Successful!" icon={<CheckCircleIcon />} subtitle="You can now sign in with your new password.">
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => fields.submit(event, (newPassword) => reset.mutate({ token, newPassword }));

  return (
    <AuthCard title="Reset Password" icon={<LockResetIcon />} subtitle="Choose a new password for your account.">
      <NewPasswordForm fields={fields} onSubmit={submit} error={error} pending={reset.isPending} backTo="/login" backLabel="Back to Login" />
    </AuthCard>
  );
}
