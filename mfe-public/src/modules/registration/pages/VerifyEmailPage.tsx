import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useEndpointMutation } from '@hackathon/api-client';
import { AUTH_API, LIMITS, MSG, type EmailRequest, type VerifyEmailRequest } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { readPendingEmail, writePendingEmail } from '../../shared/pendingEmail';
import { SLOT, withElement } from '../../shared/withElement';
import { canResendVerification, resendCounterLabel, verifyScreenState } from '../utils/verifyEmail';

/** Participant spec, "Email verification (/verify-email)". */
export default function VerifyEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verified = params.get('verified');
  const [attempts, setAttempts] = useState(0);
  const [pendingEmail] = useState(readPendingEmail);
  const started = useRef<string | null>(null);

  const confirm = useEndpointMutation(AUTH_API.verifyEmail, (body: VerifyEmailRequest) => ({ params: [] as [], body, token: null, skipAuthRedirect: true }), {
    onSuccess: () => writePendingEmail(null),
  });
  const resend = useEndpointMutation(AUTH_API.resendVerification, (body: EmailRequest) => ({ params: [] as [], body, token: null, skipAuthRedirect: true }), {
    onSuccess: () => {
      setAttempts((count) => count + 1);
      toast.success(MSG.verificationEmailSent);
    },
    onError: (error) => {
      // the server counts too: its 429 means this email used every attempt
      if (error instanceof ApiError && error.status === 429) setAttempts(LIMITS.resendVerificationMax);
      toast.error(messageOr(error, MSG.failedResendVerification, MSG.errorSendingVerification));
    },
  });

  // a token in the URL is confirmed once (StrictMode mounts effects twice)
  useEffect(() => {
    if (token && started.current !== token) {
      started.current = token;
      confirm.mutate({ token });
    }
  }, [token, confirm]);

  const state = verifyScreenState({
    token,
    verified,
    tokenResult: confirm.isSuccess ? 'success' : confirm.isError ? 'error' : 'pending',
  });

  const onResend = () => {
    if (!pendingEmail) {
      toast.error(MSG.noEmailForResend);
      return;
    }
    if (!canResendVerification(attempts)) {
      toast.error(MSG.maxResendReached);
      return;
    }
    resend.mutate({ email: pendingEmail });
  };

  /** The notice, the resend button with its counter, and the way back to login. */
  const resendPanel = (notice: ReactNode) => (
    <Stack spacing={2}>
      {notice}
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" fullWidth onClick={onResend} disabled={resend.isPending || !canResendVerification(attempts)}>
          {resend.isPending ? t('public.sending') : t('public.verify.resend')}
        </Button>
        <Typography variant="caption" color="text.secondary" data-testid="resend-counter">
          {t('public.verify.attempts', { count: resendCounterLabel(attempts) })}
        </Typography>
        {!canResendVerification(attempts) ? <Alert severity="warning">{MSG.maxResendReached}</Alert> : null}
      </Stack>
      <Button component={RouterLink} to="/login" variant="text" fullWidth>
        {t('public.go.backLogin')}
      </Button>
    </Stack>
  );

  if (state === 'confirming') {
    return (
      <AuthCard title={t('public.verify.busy')} icon={<MarkEmailUnreadIcon />}>
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-label={t('public.verify.busyLabel')} />
        </Stack>
      </AuthCard>
    );
  }

  if (state === 'success') {
    return (
      <AuthCard title={t('public.verify.done')} icon={<MarkEmailReadIcon />} subtitle={MSG.emailVerifiedBanner}>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('public.go.login')}
        </Button>
      </AuthCard>
    );
  }

  if (state === 'error') {
    const message = confirm.isError ? messageOr(confirm.error, MSG.verificationFailed) : MSG.verificationFailed;
    return (
      <AuthCard title={t('public.verify.failed')} icon={<ErrorOutlineIcon />}>
        {resendPanel(<Alert severity="error">{message}</Alert>)}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('public.verify.check')}
      icon={<MarkEmailUnreadIcon />}
      subtitle={
        pendingEmail
          ? withElement(t('public.verify.sentTo', { email: SLOT }), <strong>{pendingEmail}</strong>)
          : t('public.verify.sent')
      }
    >
      {resendPanel(
        <Alert severity="info" role="note">
          {t('public.verify.spam')}
        </Alert>,
      )}
    </AuthCard>
  );
}
