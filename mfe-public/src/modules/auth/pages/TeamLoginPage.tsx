import { useState, type FormEvent } from 'react';
import { Alert, Box, Divider, Link, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { TEAMS_API, MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { toast } from '@hackathon/ui';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { loginErrorOr } from '../../shared/errors';
import { SignInForm, type IdentifierFieldProps } from '../components/SignInForm';
import { TeamForgotPasswordDialog } from '../components/TeamForgotPasswordDialog';
import { useSignInForm } from '../hooks/useSignInForm';

interface TeamCredentials {
  teamId: string;
  password: string;
}


const TEAM_ID_FIELD: IdentifierFieldProps = {
  label: 'Team ID',
  name: 'teamId',
  autoComplete: 'username',
  placeholder: 'e.g. N1234JR1',
  slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } },
};

export default function TeamLoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const form = useSignInForm();
  const [forgotOpen, setForgotOpen] = useState(false);

  const login = useEndpointMutation(TEAMS_API.login, (body: TeamCredentials) => ({ body, token: null, skipAuthRedirect: true }), {
    onSuccess: ({ data }, credentials) => {
      if (!data?.token) {
        form.setError(MSG.noTokenReceived);
        return;
      }
      if (!data.team) {
        form.setError(MSG.teamDataMissing);
        return;
      }
      // the typed password stays in this tab's memory so the dashboard can show it once (never stored)
      session.loginTeam({ token: data.token, team: data.team, password: credentials.password });
      toast.success(MSG.welcomeTeam(data.team.teamName));
      navigate('/simple-team', { replace: true });
    },
    // a refusal without server wording: 'Team login failed. Please check your credentials.'
    onError: (thrown) => form.setError(loginErrorOr(thrown, MSG.teamLoginFailedCredentials)),
  });

  const submit = (event: FormEvent) => {
    const teamId = form.identifier.trim();
    form.submit(event, Boolean(teamId && form.password.trim()), () => login.mutate({ teamId, password: form.password }));
  };

  return (
    <AuthCard title="Team Login" subtitle="Sign in with your Team ID to see your team dashboard." icon={<GroupsIcon />}>
      <SignInForm form={form} identifierField={TEAM_ID_FIELD} pending={login.isPending} onSubmit={submit}>
        <Box sx={{ textAlign: 'right', mt: -1 }}>
          <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </Link>
        </Box>
        <ErrorAlert error={form.error} />
      </SignInForm>
      <TeamForgotPasswordDialog open={forgotOpen} initialTeamId={form.identifier} onClose={() => setForgotOpen(false)} />
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
