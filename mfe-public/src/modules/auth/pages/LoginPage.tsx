import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiMutation } from '@hackathon/api-client';
import { MSG, type LoginData } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { PasswordField, toast } from '@hackathon/ui';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { loginErrorMessage, requiresVerification } from '../../shared/errors';
import { writePendingEmail } from '../../shared/pendingEmail';
import { useResendVerification } from '../../shared/useResendVerification';
import { postLoginTarget } from '../utils/postLoginRedirect';

interface Credentials {
  email: string;
  password: string;
}

/** The answer must carry a token and a user (participant spec, section 5). */
function checkLoginData(data: Partial<LoginData> | undefined): LoginData {
  if (!data?.token) throw new Error(MSG.tokenMissingInResponse);
  if (!data.user) throw new Error(MSG.userMissingInResponse);
  return data as LoginData;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const initialEmail = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof initialEmail === 'string' ? initialEmail : '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const verified = params.get('verified');

  const resend = useResendVerification();
  const login = useApiMutation<LoginData, Credentials>((body) => ({ path: '/auth/login', body, token: null, skipAuthRedirect: true }), {
    onSuccess: (result) => {
      try {
        const data = checkLoginData(result.data);
        session.login(data);
        writePendingEmail(null);
        toast.success(MSG.loginSuccess);
        navigate(postLoginTarget(location.state, data.user.role), { replace: true });
      } catch (thrown) {
        setError(loginErrorMessage(thrown));
      }
    },
    onError: (thrown, variables) => {
      const unverified = requiresVerification(thrown);
      setNeedsVerification(unverified);
      if (unverified) writePendingEmail(variables.email);
      setError(loginErrorMessage(thrown));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNeedsVerification(false);
    const trimmed = email.trim().toLowerCase();
    if (!trimmed || !password) {
      setError(MSG.fillAllFields);
      return;
    }
    login.mutate({ email: trimmed, password });
  };

  return (
    <AuthCard
      title="School Admin Login"
      subtitle="Sign in to manage your school's mentors, teams and payment."
      icon={<LockOutlinedIcon />}
      footer={
        <Typography variant="body2">
          Student team? <Link component={RouterLink} to="/team-login">Team Login</Link>
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
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
            autoFocus
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
          />
          <Box sx={{ textAlign: 'right', mt: -1 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              Forgot password?
            </Link>
          </Box>
          {error ? (
            <Alert
              severity={needsVerification ? 'warning' : 'error'}
              role="alert"
              action={
                needsVerification ? (
                  <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate({ email: email.trim().toLowerCase() })}>
                    {resend.isPending ? 'Sending...' : 'Resend verification email'}
                  </Button>
                ) : undefined
              }
              sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              {error}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New school? <Link component={RouterLink} to="/register">Register your school</Link>
      </Typography>
    </AuthCard>
  );
}
