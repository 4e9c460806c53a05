import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router-dom';
import { ApiError, useApiMutation } from '@hackathon/api-client';
import { MSG, REGION_COUNT, type AdminInfo } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { PasswordField, toast } from '@hackathon/ui';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { loginErrorMessage } from '../../shared/errors';
import { regionAdminTarget } from '../utils/postLoginRedirect';

interface AdminCredentials {
  username: string;
  password: string;
}

interface AdminLoginData {
  token?: string;
  admin?: AdminInfo;
}

function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && !error.serverMessage && !error.error) return MSG.loginFailedRetry;
  return loginErrorMessage(error);
}

/** Back-office spec, "Region admin login". */
export default function RegionAdminLoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const login = useApiMutation<AdminLoginData, AdminCredentials>((body) => ({ path: '/region-admin/login', body, token: null, skipAuthRedirect: true }), {
    onSuccess: (result) => {
      const { token, admin } = result.data ?? {};
      if (!token || !admin) {
        setError(MSG.invalidServerResponse);
        return;
      }
      session.loginRegionAdmin({ token, admin });
      toast.success(MSG.loginSuccess);
      navigate(regionAdminTarget(admin.role), { replace: true });
    },
    onError: (thrown) => setError(adminErrorMessage(thrown)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError(MSG.fillAllFields);
      return;
    }
    login.mutate({ username: username.trim(), password });
  };

  return (
    <AuthCard title="KVS Admin Login" subtitle="Region and super administrators" icon={<AdminPanelSettingsIcon />}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
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
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </Box>
      <Alert severity="info" role="note" sx={{ mt: 3 }}>
        The system covers all {REGION_COUNT} regions. Contact the administrator for your login credentials.
      </Alert>
      <Button component={RouterLink} to="/login" startIcon={<ArrowBackIcon />} fullWidth sx={{ mt: 2 }}>
        Back to main login
      </Button>
    </AuthCard>
  );
}
