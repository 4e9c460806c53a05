import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useEndpointMutation } from '@hackathon/api-client';
import { AUTH_API, LIMITS, MSG, type EmailRequest, type VerifyEmailRequest } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { readPendingEmail, writePendingEmail } from '../../shared/pendingEmail';
import { canResendVerification, resendCounterLabel, verifyScreenState } from '../utils/verifyEmail';

/** Participant spec, "Email verification (/verify-email)". */
export default function VerifyEmailPage() {
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
          {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
        <Typography variant="caption" color="text.secondary" data-testid="resend-counter">
          Resend attempts: {resendCounterLabel(attempts)}
        </Typography>
        {!canResendVerification(attempts) ? <Alert severity="warning">{MSG.maxResendReached}</Alert> : null}
      </Stack>
      <Button component={RouterLink} to="/login" variant="text" fullWidth>
        Back to Login
      </Button>
    </Stack>
  );

  if (state === 'confirming') {
    return (
      <AuthCard title="Verifying your email..." icon={<MarkEmailUnreadIcon />}>
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-label="Verifying" />
        </Stack>
      </AuthCard>
    );
  }

  if (state === 'success') {
    return (
      <AuthCard title="Email Verified!" icon={<MarkEmailReadIcon />} subtitle={MSG.emailVerifiedBanner}>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  if (state === 'error') {
    const message = confirm.isError ? messageOr(confirm.error, MSG.verificationFailed) : MSG.verificationFailed;
    return (
      <AuthCard title="Verification Failed" icon={<ErrorOutlineIcon />}>
        {resendPanel(<Alert severity="error">{message}</Alert>)}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Check Your Email"
      icon={<MarkEmailUnreadIcon />}
      subtitle={
        pendingEmail ? (
          <>
            We sent a verification link to <strong>{pendingEmail}</strong>. Open it to activate your account.
          </>
        ) : (
          'We sent you a verification link. Open it to activate your account.'
        )
      }
    >
      {resendPanel(
        <Alert severity="info" role="note">
          Can&apos;t find the email? Check your spam or junk folder.
        </Alert>,
      )}
    </AuthCard>
  );
}
