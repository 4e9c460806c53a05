import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Divider, Link, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { AUTH_API, MSG, type LoginData } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { emailField } from '../../shared/emailField';
import { loginErrorMessage, requiresVerification } from '../../shared/errors';
import { writePendingEmail } from '../../shared/pendingEmail';
import { useResendVerification } from '../../shared/useResendVerification';
import { SLOT, withElement } from '../../shared/withElement';
import { SignInForm } from '../components/SignInForm';
import { useSignInForm } from '../hooks/useSignInForm';
import { postLoginTarget } from '../utils/postLoginRedirect';

interface Credentials {
  email: string;
  password: string;
  code?: string;
}

/** The answer must carry a token and a user (participant spec, section 5). */
function checkLoginData(data: Partial<LoginData> | undefined): LoginData {
  if (!data?.token) throw new Error(MSG.tokenMissingInResponse);
  if (!data.user) throw new Error(MSG.userMissingInResponse);
  return data as LoginData;
}

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const initialEmail = (location.state as { email?: unknown } | null)?.email;
  const form = useSignInForm(typeof initialEmail === 'string' ? initialEmail : '');
  const [needsVerification, setNeedsVerification] = useState(false);
  const verified = params.get('verified');

  const resend = useResendVerification();
  const login = useEndpointMutation(AUTH_API.login, (body: Credentials) => ({ body, token: null, skipAuthRedirect: true }), {
    onSuccess: (result) => {
      try {
        const data = checkLoginData(result.data);
        session.login(data);
        writePendingEmail(null);
        toast.success(MSG.loginSuccess);
        navigate(postLoginTarget(location.state, data.user.role), { replace: true });
      } catch (thrown) {
        form.setError(loginErrorMessage(thrown));
      }
    },
    onError: (thrown, variables) => {
      // under attack, from a new place: the code step (the code field, the server's words)
      if (form.askedForCode(thrown)) return;
      const unverified = requiresVerification(thrown);
      setNeedsVerification(unverified);
      if (unverified) writePendingEmail(variables.email);
      form.setError(loginErrorMessage(thrown));
    },
  });

  const submit = (event: FormEvent) => {
    setNeedsVerification(false);
    const email = form.identifier.trim().toLowerCase();
    form.submit(event, Boolean(email && form.password), () => login.mutate({ email, password: form.password, ...form.codeToSend() }));
  };

  return (
    <AuthCard
      title={t('public.adminLogin')}
      subtitle={t('public.login.sub')}
      icon={<LockOutlinedIcon />}
      footer={
        <Typography variant="body2">
          {withElement(
            t('public.login.studentTeam', { link: SLOT }),
            <Link component={RouterLink} to="/team-login">
              {t('public.teamLogin')}
            </Link>,
          )}
        </Typography>
      }
    >
      {verified === 'true' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {MSG.emailVerifiedBanner}
        </Alert>
      ) : null}
      {verified === 'false' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {MSG.emailVerificationFailedBanner}
        </Alert>
      ) : null}
      <SignInForm form={form} identifierField={emailField(t)} pending={login.isPending} onSubmit={submit}>
        <Box sx={{ textAlign: 'right', mt: -1 }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            {t('public.login.forgot')}
          </Link>
        </Box>
        {form.error ? (
          <Alert
            severity={needsVerification ? 'warning' : 'error'}
            role="alert"
            action={
              needsVerification ? (
                <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate({ email: form.identifier.trim().toLowerCase() })}>
                  {resend.isPending ? t('public.sending') : t('public.login.resend')}
                </Button>
              ) : undefined
            }
            sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            {form.error}
          </Alert>
        ) : null}
      </SignInForm>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {withElement(
          t('public.login.newSchool', { link: SLOT }),
          <Link component={RouterLink} to="/register">
            {t('public.login.register')}
          </Link>,
        )}
      </Typography>
    </AuthCard>
  );
}
