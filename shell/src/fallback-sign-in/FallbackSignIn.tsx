import { useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Container, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { AUTH_API, REGION_ADMIN_API, TEAMS_API, API_MSG, LIMITS, MSG, OTP_PATTERN, STORAGE_KEYS } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { PasswordField, PrerenderHandoff, toast, useT } from '@hackathon/ui';
import { RemoteRetryContext } from '../federation/retryContext';
import { fallbackSignInPath } from './paths';
import { loginErrorMessage, loginErrorOr, postLoginTarget, regionAdminTarget, requiresVerification, signInCodeRequired } from './signInRules';

/*
 * The shell's stand-in for mfe_public's sign-in pages when that remote cannot be loaded (ADR 0007):
 * the same fields, calls, messages, session and redirects as the real pages, without their extras
 * (password reset, resending the verification mail, registration links). Its own chunk, loaded only
 * when mfe_public fails on one of these paths.
 */

/** The notice above the form, in English (`common.signIn.fallbackNotice`; the page shows it in the language of the moment). */
export const FALLBACK_NOTICE = 'The full sign-in page could not be loaded right now. You can still sign in here.';

interface IdentifierField {
  label: string;
  name: string;
  autoComplete: string;
  type?: string;
}

interface MinimalSignInProps {
  title: string;
  identifierField: IdentifierField;
  initialIdentifier?: string;
  pending: boolean;
  error: string | null;
  /** The second step of a sign-in under attack (the server asked for the emailed code): its notice, or null. */
  codeStep?: CodeStep | null;
  /** `code`: typed in the second step's field, once asked for. */
  onSubmit: (identifier: string, password: string, code?: string) => void;
  /** Above the form (e.g. the email-verified banner). */
  banner?: ReactNode;
  /** Under the form: links to the other sign-in pages. */
  footer?: ReactNode;
}

function MinimalSignIn({ title, identifierField, initialIdentifier = '', pending, error, codeStep = null, onSubmit, banner, footer }: MinimalSignInProps) {
  const t = useT();
  const retry = useContext(RemoteRetryContext);
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const identifierInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const asked = codeStep !== null;
  useEffect(() => {
    if (asked) codeInput.current?.focus();
  }, [asked]);
  // after the hand-off below: autoFocus ran while a prerendered /login kept the app detached
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) identifierInput.current?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(identifier, password, asked ? code : undefined);
  };
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 1.5, sm: 3 } }} data-fallback-sign-in>
      {/* the prerendered copy of the real page (disabled fields) gives way to this form at once */}
      <PrerenderHandoff />
      <Alert
        severity="warning"
        role="note"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('common.action.tryAgain')}
          </Button>
        }
      >
        {t('common.signIn.fallbackNotice')}
      </Alert>
      <Card elevation={3} sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}>
            {title}
          </Typography>
          {banner}
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              <TextField {...identifierField} inputRef={identifierInput} value={identifier} onChange={(event) => setIdentifier(event.target.value)} required fullWidth autoFocus />
              <PasswordField label={t('common.signIn.password')} name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required fullWidth />
              {codeStep?.notice ? (
                <Alert severity="info" role="status">
                  {codeStep.notice}
                </Alert>
              ) : null}
              {asked ? (
                <TextField
                  label={API_MSG.signInCodeLabel}
                  name="code"
                  autoComplete="one-time-code"
                  helperText={API_MSG.signInCodeHint}
                  inputRef={codeInput}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, LIMITS.otpDigits))}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.otpDigits } }}
                  required
                  fullWidth
                />
              ) : null}
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
              <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
                {pending ? t('common.signIn.submitting') : t('common.signIn.submit')}
              </Button>
            </Stack>
          </Box>
          {footer ? (
            <Typography variant="body2" component="div" sx={{ textAlign: 'center', mt: 3 }}>
              {footer}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Container>
  );
}

interface CodeStep {
  notice: string | null;
}

/**
 * The second step of the back-office sign-ins (issue 22): a refusal asking for the code opens the
 * code field (the 403's words as a notice, the 401's as the error); `check` words a missing or
 * malformed code before anything is sent.
 */
function useCodeStep(setError: (message: string | null) => void) {
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const askedForCode = (thrown: unknown): boolean => {
    if (!signInCodeRequired(thrown)) return false;
    const message = thrown.serverMessage ?? API_MSG.signInCodeSent;
    if (thrown.status === 403) setCodeStep({ notice: message });
    else {
      setCodeStep((step) => step ?? { notice: null });
      setError(message);
    }
    return true;
  };
  const check = (code: string | undefined): string | null => {
    if (codeStep === null) return null;
    if (!code) return MSG.fillAllFields;
    return OTP_PATTERN.test(code) ? null : MSG.enterValidOtp;
  };
  return { codeStep, askedForCode, check };
}

function writePendingEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(STORAGE_KEYS.pendingVerificationEmail, email);
    else window.localStorage.removeItem(STORAGE_KEYS.pendingVerificationEmail);
  } catch {
    // storage disabled: resending then asks to register again
  }
}

/** /login: school admins and the platform admin (POST /auth/login). */
function SchoolAdminSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const initialEmail = (location.state as { email?: unknown } | null)?.email;
  const verified = params.get('verified');
  const second = useCodeStep(setError);
  const t = useT();

  const login = useEndpointMutation(AUTH_API.login, (body: { email: string; password: string; code?: string }) => ({ body, token: null, skipAuthRedirect: true }),
    {
      onSuccess: ({ data }) => {
        // the answer must carry a token and a user (participant spec, section 5)
        if (!data?.token) return setError(MSG.tokenMissingInResponse);
        if (!data.user) return setError(MSG.userMissingInResponse);
        session.login({ token: data.token, user: data.user });
        writePendingEmail(null);
        toast.success(MSG.loginSuccess);
        navigate(postLoginTarget(location.state, data.user.role), { replace: true });
      },
      onError: (thrown, variables) => {
        if (second.askedForCode(thrown)) return;
        if (requiresVerification(thrown)) writePendingEmail(variables.email);
        setError(loginErrorMessage(thrown));
      },
    },
  );

  const submit = (identifier: string, password: string, code?: string) => {
    setError(null);
    const email = identifier.trim().toLowerCase();
    if (!email || !password) return setError(MSG.fillAllFields);
    const codeProblem = second.check(code);
    if (codeProblem) return setError(codeProblem);
    login.mutate({ email, password, ...(code === undefined ? {} : { code }) });
  };

  return (
    <MinimalSignIn
      title={t('common.login.schoolAdmin')}
      identifierField={{ label: t('common.signIn.email'), type: 'email', name: 'email', autoComplete: 'email' }}
      initialIdentifier={typeof initialEmail === 'string' ? initialEmail : ''}
      pending={login.isPending}
      error={error}
      codeStep={second.codeStep}
      onSubmit={submit}
      banner={
        verified === 'true' || verified === 'false' ? (
          <Alert severity={verified === 'true' ? 'success' : 'error'} sx={{ mb: 2 }}>
            {verified === 'true' ? MSG.emailVerifiedBanner : MSG.emailVerificationFailedBanner}
          </Alert>
        ) : null
      }
      footer={
        <>
          {t('common.signIn.studentTeam')}{' '}
          <Link component={RouterLink} to="/team-login">
            {t('common.login.team')}
          </Link>
        </>
      }
    />
  );
}

/** /team-login: POST /teams/login, then /simple-team. */
function TeamSignIn() {
  const navigate = useNavigate();
  const session = useSession();
  const t = useT();
  const [error, setError] = useState<string | null>(null);

  const login = useEndpointMutation(TEAMS_API.login, (body: { teamId: string; password: string }) => ({ body, token: null, skipAuthRedirect: true }),
    {
      onSuccess: ({ data }, credentials) => {
        if (!data?.token) return setError(MSG.noTokenReceived);
        if (!data.team) return setError(MSG.teamDataMissing);
        // as the real page: the typed password stays in this tab's memory for the dashboard
        session.loginTeam({ token: data.token, team: data.team, password: credentials.password });
        toast.success(MSG.welcomeTeam(data.team.teamName));
        navigate('/simple-team', { replace: true });
      },
      onError: (thrown) => setError(loginErrorOr(thrown, MSG.teamLoginFailedCredentials)),
    },
  );

  const submit = (identifier: string, password: string) => {
    setError(null);
    const teamId = identifier.trim();
    if (!teamId || !password.trim()) return setError(MSG.fillAllFields);
    login.mutate({ teamId, password });
  };

  return (
    <MinimalSignIn
      title={t('common.login.team')}
      identifierField={{ label: t('common.signIn.teamId'), name: 'teamId', autoComplete: 'username' }}
      pending={login.isPending}
      error={error}
      onSubmit={submit}
      footer={
        <>
          {t('common.signIn.schoolAdministrator')}{' '}
          <Link component={RouterLink} to="/login">
            {t('common.login.schoolAdmin')}
          </Link>
        </>
      }
    />
  );
}

/** /region-admin-login: region and super admins (POST /region-admin/login). */
function RegionAdminSignIn() {
  const navigate = useNavigate();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const second = useCodeStep(setError);
  const t = useT();

  const login = useEndpointMutation(REGION_ADMIN_API.login, (body: { username: string; password: string; code?: string }) => ({ body, token: null, skipAuthRedirect: true }),
    {
      onSuccess: ({ data }) => {
        const { token, admin } = data ?? {};
        if (!token || !admin) return setError(MSG.invalidServerResponse);
        session.loginRegionAdmin({ token, admin });
        toast.success(MSG.loginSuccess);
        navigate(regionAdminTarget(admin.role), { replace: true });
      },
      onError: (thrown) => {
        if (!second.askedForCode(thrown)) setError(loginErrorOr(thrown, MSG.loginFailedRetry));
      },
    },
  );

  const submit = (identifier: string, password: string, code?: string) => {
    setError(null);
    const username = identifier.trim();
    if (!username || !password) return setError(MSG.fillAllFields);
    const codeProblem = second.check(code);
    if (codeProblem) return setError(codeProblem);
    login.mutate({ username, password, ...(code === undefined ? {} : { code }) });
  };

  return (
    <MinimalSignIn
      title={t('common.login.kvsAdmin')}
      identifierField={{ label: t('common.signIn.username'), name: 'username', autoComplete: 'username' }}
      pending={login.isPending}
      error={error}
      codeStep={second.codeStep}
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to="/login">
          {t('common.signIn.backToMainLogin')}
        </Link>
      }
    />
  );
}

export default function FallbackSignIn() {
  const path = fallbackSignInPath(useLocation().pathname);
  if (path === '/team-login') return <TeamSignIn />;
  if (path === '/region-admin-login') return <RegionAdminSignIn />;
  return <SchoolAdminSignIn />;
}
