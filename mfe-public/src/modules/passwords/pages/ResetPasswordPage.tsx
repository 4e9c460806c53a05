import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useSearchParams } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, AUTH_API, MSG, type ResetPasswordRequest } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useNewPassword } from '../hooks/useNewPassword';
import { validateTokenResetPassword } from '../utils/passwordRules';

function InvalidLink() {
  const t = useT();
  return (
    <AuthCard title={t('public.reset.invalid')} icon={<LinkOffIcon />} subtitle={t('public.reset.invalidSub')}>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
          {t('public.reset.request')}
        </Button>
        <Button component={RouterLink} to="/login" fullWidth>
          {t('public.go.backLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** Participant spec, "Token reset (/reset-password)". */
export default function ResetPasswordPage() {
  const t = useT();
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
      <AuthCard title={t('public.reset.done')} icon={<CheckCircleIcon />} subtitle={t('public.reset.doneSub')}>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('public.go.login')}
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => fields.submit(event, (newPassword) => reset.mutate({ token, newPassword }));

  return (
    <AuthCard title={t('public.pw.reset')} icon={<LockResetIcon />} subtitle={t('public.reset.sub')}>
      <NewPasswordForm fields={fields} onSubmit={submit} error={error} pending={reset.isPending} backTo="/login" backLabel={t('public.go.backLogin')} />
    </AuthCard>
  );
}
