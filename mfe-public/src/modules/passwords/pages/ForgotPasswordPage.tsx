import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { Alert, Box, Link, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { AUTH_API, MSG, OTP_RESET_REDIRECT_MS, type EmailRequest, type ResetWithOtpRequest, type VerifyOtpRequest } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { formatMmSs } from '../../shared/countdown';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { RouterLink } from '../../shared/RouterLink';
import { SubmitButton } from '../../shared/SubmitButton';
import { emailField } from '../../shared/emailField';
import { messageOr } from '../../shared/errors';
import { email as emailRule, firstError, otp as otpRule, required } from '../../shared/rules';
import { SLOT, withElement } from '../../shared/withElement';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { WizardActions } from '../components/WizardActions';
import { useNewPassword } from '../hooks/useNewPassword';
import { validateOtpNewPassword } from '../utils/passwordRules';
import { WIZARD_STEPS, canResend, initialWizardState, wizardReducer } from '../utils/wizard';

const noAuth = { params: [] as [], token: null, skipAuthRedirect: true } as const;

/** Participant spec, "Forgot password (/forgot-password)": email -> code -> new password. */
export default function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [error, setError] = useState<string | null>(null);
  const newPassword = useNewPassword(validateOtpNewPassword, setError);
  const [done, setDone] = useState(false);

  const sendOtp = useEndpointMutation(AUTH_API.sendPasswordResetOtp, (body: EmailRequest) => ({ ...noAuth, body }), {
    onSuccess: () => {
      toast.success(MSG.otpSent);
      dispatch({ type: 'otpSent' });
    },
    onError: (thrown) => setError(messageOr(thrown, MSG.failedSendOtp, MSG.networkErrorRetry)),
  });
  const verifyOtp = useEndpointMutation(AUTH_API.verifyPasswordResetOtp, (body: VerifyOtpRequest) => ({ ...noAuth, body }), {
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
  const resetPassword = useEndpointMutation(AUTH_API.resetPasswordWithOtp, (body: ResetWithOtpRequest) => ({ ...noAuth, body }), {
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

  const submitPassword = (event: FormEvent) =>
    newPassword.submit(event, (password) => {
      if (state.resetToken) resetPassword.mutate({ resetToken: state.resetToken, newPassword: password });
    });

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
      title={t('public.forgot.title')}
      subtitle={t('public.forgot.sub')}
      icon={<LockResetIcon />}
      maxWidth="sm"
      footer={
        <Link component={RouterLink} to="/login" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" /> {t('public.go.backLogin')}
        </Link>
      }
    >
      <Stepper activeStep={done ? WIZARD_STEPS.length : state.step} alternativeLabel sx={{ mb: 3 }}>
        {WIZARD_STEPS.map((labelKey) => (
          <Step key={labelKey}>
            <StepLabel>{t(labelKey)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <ErrorAlert error={error} sx={{ mb: 2 }} />

      {done ? (
        <Alert severity="success">
          {MSG.passwordResetSuccess} {t('public.forgot.redirect')}
        </Alert>
      ) : null}

      {!done && state.step === 0 ? (
        <Box component="form" noValidate onSubmit={submitEmail}>
          <Stack spacing={2}>
            <TextField
              {...emailField(t)}
              value={state.email}
              onChange={(event) => dispatch({ type: 'setEmail', email: event.target.value })}
              required
              fullWidth
              autoFocus
            />
            <Alert severity="warning" role="note">
              {t('public.forgot.spam')}
            </Alert>
            <SubmitButton label={t('public.forgot.send')} pendingLabel={t('public.forgot.sending')} pending={sendOtp.isPending} />
          </Stack>
        </Box>
      ) : null}

      {!done && state.step === 1 ? (
        <Box component="form" noValidate onSubmit={submitOtp}>
          <Stack spacing={2}>
            <Typography variant="body2">
              {withElement(t('public.forgot.codeSent', { email: SLOT }), <strong>{state.email}</strong>)}
            </Typography>
            <TextField
              label={t('public.forgot.otp')}
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
                {state.secondsLeft > 0 ? t('public.forgot.expires', { time: formatMmSs(state.secondsLeft) }) : t('public.forgot.expired')}
              </Typography>
              {canResend(state) ? (
                <Link component="button" type="button" onClick={resend} disabled={sendOtp.isPending}>
                  {t('public.forgot.resend')}
                </Link>
              ) : null}
            </Stack>
            <WizardActions onBack={back} label={t('public.forgot.step.otp')} pendingLabel={t('public.forgot.verifying')} pending={verifyOtp.isPending} />
          </Stack>
        </Box>
      ) : null}

      {!done && state.step === 2 ? (
        <Box component="form" noValidate onSubmit={submitPassword}>
          <Stack spacing={2}>
            <NewPasswordFields
              fields={newPassword}
              showStrength
              hint={t('public.forgot.hint')}
            />
            <WizardActions onBack={back} label={t('public.pw.reset')} pendingLabel={t('public.pw.resetting')} pending={resetPassword.isPending} />
          </Stack>
        </Box>
      ) : null}
    </AuthCard>
  );
}
