import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { useNavigate } from 'react-router-dom';
import { ApiError, useApiMutation } from '@hackathon/api-client';
import { MSG, type Team } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { PasswordField, toast } from '@hackathon/ui';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { loginErrorMessage } from '../../shared/errors';

interface TeamCredentials {
  teamId: string;
  password: string;
}

interface TeamLoginData {
  team?: Team;
  token?: string;
}

/** Team login failures: the server's message, else 'Team login failed. Please check your credentials.' */
function teamErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && !error.serverMessage && !error.error) return MSG.teamLoginFailedCredentials;
  return loginErrorMessage(error);
}

export default function TeamLoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [teamId, setTeamId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const login = useApiMutation<TeamLoginData, TeamCredentials>((body) => ({ path: '/teams/login', body, token: null, skipAuthRedirect: true }), {
    onSuccess: ({ data }) => {
      if (!data?.token) {
        setError(MSG.noTokenReceived);
        return;
      }
      if (!data.team) {
        setError(MSG.teamDataMissing);
        return;
      }
      session.loginTeam({ token: data.token, team: data.team });
      toast.success(MSG.welcomeTeam(data.team.teamName));
      navigate('/simple-team', { replace: true });
    },
    onError: (thrown) => setError(teamErrorMessage(thrown)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!teamId.trim() || !password.trim()) {
      setError(MSG.fillAllFields);
      return;
    }
    login.mutate({ teamId: teamId.trim(), password });
  };

  return (
    <AuthCard title="Team Login" subtitle="Sign in with your Team ID to see your team dashboard." icon={<GroupsIcon />}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="Team ID"
            name="teamId"
            autoComplete="username"
            placeholder="e.g. N1234JR1"
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
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
        Don&apos;t have a team account? Contact your school administrator to get your Team ID and password.
      </Alert>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        School administrator? <Link component={RouterLink} to="/login">School Admin Login</Link>
      </Typography>
    </AuthCard>
  );
}
