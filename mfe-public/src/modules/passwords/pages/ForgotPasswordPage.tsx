import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '@hackathon/api-client';
import { MSG, OTP_RESET_REDIRECT_MS } from '@hackathon/contracts';
import { PasswordField, toast } from '@hackathon/ui';
import { formatMmSs } from '../../landing/utils/countdown';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { messageOr } from '../../shared/errors';
import { email as emailRule, firstError, otp as otpRule, required } from '../../shared/rules';
import { PasswordStrength } from '../components/PasswordStrength';
import { validateOtpNewPassword } from '../utils/passwordRules';
import { WIZARD_STEPS, canResend, initialWizardState, wizardReducer } from '../utils/wizard';

const noAuth = { token: null, skipAuthRedirect: true } as const;

/** Participant spec, "Forgot password (/forgot-password)": email -> code -> new password. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);

  const sendOtp = useApiMutation<unknown, { email: string }>((body) => ({ path: '/auth/send-password-reset-otp', body, ...noAuth }), {
    onSuccess: () => {
      toast.success(MSG.otpSent);
      dispatch({ type: 'otpSent' });
    },
    onError: (thrown) => setError(messageOr(thrown, MSG.failedSendOtp, MSG.networkErrorRetry)),
  });
  const verifyOtp = useApiMutation<{ resetToken?: string }, { email: string; otp: string }>((body) => ({ path: '/auth/verify-password-reset-otp', body, ...noAuth }), {
    onSuccess: (result) => {
      if (!result.data?.resetToken) {
        setError(MSG.invalidOtp);
        return;
      }
      toast.success(MSG.otpVerified);
      dispatch({ type: 'otpVerified', resetToken: result.data.resetToken });
    },
    onError: (thrown) => setError(messageOr(thrown, MSG.invalidOtp, MSG.networkErrorRetry)),
  });
  const resetPassword = useApiMutation<unknown, { resetToken: string; newPassword: string }>((body) => ({ path: '/auth/reset-password-with-otp', body, ...noAuth }), {
    onSuccess: () => {
      toast.success(MSG.passwordResetSuccess);
      setDone(true);
    },
    onError: (thrown) => setError(messageOr(thrown, MSG.failedResetPassword, MSG.networkErrorRetry)),
  });

  // the code's expiry countdown runs only on the code step (the reducer stops at zero)
  const counting = state.step === 1 && state.secondsLeft > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  // after a successful reset, back to /login after 2 seconds
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), OTP_RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(state.email, required, emailRule);
    setError(problem);
    if (!problem) sendOtp.mutate({ email: state.email.trim().toLowerCase() });
  };

  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    const problem = otpRule(state.otp);
    setError(problem);
    if (!problem) verifyOtp.mutate({ email: state.email.trim().toLowerCase(), otp: state.otp });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOtpNewPassword(password, confirmation);
    setError(problem);
    if (!problem && state.resetToken) resetPassword.mutate({ resetToken: state.resetToken, newPassword: password });
  };

  const resend = () => {
    setError(null);
    dispatch({ type: 'resend' });
    sendOtp.mutate({ email: state.email.trim().toLowerCase() });
  };

  const back = () => {
    setError(null);
    dispatch({ type: 'back' });
  };

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Reset your school admin password with a code sent to your email."
      icon={<LockResetIcon />}
      maxWidth="sm"
      footer={
        <Link component={RouterLink} to="/login" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" /> Back to Login
        </Link>
      }
    >
      <Stepper activeStep={done ? WIZARD_STEPS.length : state.step} alternativeLabel sx={{ mb: 3 }}>
        {WIZARD_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}

      {done ? (
        <Alert severity="success">{MSG.passwordResetSuccess} Redirecting to login...</Alert>
      ) : null}

      {!done && state.step === 0 ? (
        <Box component="form" noValidate onSubmit={submitEmail}>
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={state.email}
              onChange={(event) => dispatch({ type: 'setEmail', email: event.target.value })}
              required
              fullWidth
              autoFocus
            />
            <Alert severity="warning" role="note">The code may land in your spam or junk folder. Check there if it does not arrive within a few minutes.</Alert>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={sendOtp.isPending}>
              {sendOtp.isPending ? 'Sending OTP...' : 'Send OTP'}
            </Button>
          </Stack>
        </Box>
      ) : null}

      {!done && state.step === 1 ? (
        <Box component="form" noValidate onSubmit={submitOtp}>
          <Stack spacing={2}>
            <Typography variant="body2">
              Enter the 6-digit code sent to <strong>{state.email}</strong>.
            </Typography>
            <TextField
              label="OTP"
              name="otp"
              autoComplete="one-time-code"
              value={state.otp}
              onChange={(event) => dispatch({ type: 'setOtp', otp: event.target.value })}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.5em', textAlign: 'center', fontSize: '1.3rem' } } }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="body2" color={state.secondsLeft > 0 ? 'text.secondary' : 'error'} data-testid="otp-countdown">
                {state.secondsLeft > 0 ? `Code expires in ${formatMmSs(state.secondsLeft)}` : 'Code expired'}
              </Typography>
              {canResend(state) ? (
                <Link component="button" type="button" onClick={resend} disabled={sendOtp.isPending}>
                  Resend OTP
                </Link>
              ) : null}
            </Stack>
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
              <Button variant="outlined" size="large" onClick={back} fullWidth>
                Back
              </Button>
              <Button type="submit" variant="contained" size="large" fullWidth disabled={verifyOtp.isPending}>
                {verifyOtp.isPending ? 'Verifying...' : 'Verify OTP'}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : null}

      {!done && state.step === 2 ? (
        <Box component="form" noValidate onSubmit={submitPassword}>
          <Stack spacing={2}>
            <PasswordField label="New Password" name="newPassword" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} required fullWidth autoFocus />
            <PasswordStrength password={password} />
            <PasswordField label="Confirm New Password" name="confirmPassword" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} required fullWidth />
            <Typography variant="caption" color="text.secondary">
              Use at least 6 characters; mixing upper and lower case, numbers and symbols makes it stronger.
            </Typography>
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
              <Button variant="outlined" size="large" onClick={back} fullWidth>
                Back
              </Button>
              <Button type="submit" variant="contained" size="large" fullWidth disabled={resetPassword.isPending}>
                {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : null}
    </AuthCard>
  );
}
