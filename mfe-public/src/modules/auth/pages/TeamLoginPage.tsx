import { useState, type FormEvent } from 'react';
import { Alert, Box, Divider, Link, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { TEAMS_API, MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { toast } from '@hackathon/ui';
import { useT, type Translate } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { loginErrorOr } from '../../shared/errors';
import { SignInForm, type IdentifierFieldProps } from '../components/SignInForm';
import { TeamForgotPasswordDialog } from '../components/TeamForgotPasswordDialog';
import { useSignInForm } from '../hooks/useSignInForm';
import { SLOT, withElement } from '../../shared/withElement';

interface TeamCredentials {
  teamId: string;
  password: string;
}


const teamIdField = (t: Translate): IdentifierFieldProps => ({
  label: t('public.f.teamId'),
  name: 'teamId',
  autoComplete: 'username',
  placeholder: t('public.f.teamIdHint'),
  slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } },
});

export default function TeamLoginPage() {
  const t = useT();
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
    <AuthCard title={t('public.teamLogin')} subtitle={t('public.team.sub')} icon={<GroupsIcon />}>
      <SignInForm form={form} identifierField={teamIdField(t)} pending={login.isPending} onSubmit={submit}>
        <Box sx={{ textAlign: 'right', mt: -1 }}>
          <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
            {t('public.login.forgot')}
          </Link>
        </Box>
        <ErrorAlert error={form.error} />
      </SignInForm>
      <TeamForgotPasswordDialog open={forgotOpen} initialTeamId={form.identifier} onClose={() => setForgotOpen(false)} />
      <Alert severity="info" role="note" sx={{ mt: 3 }}>
        {t('public.team.noAccount')}
      </Alert>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {withElement(
          t('public.team.schoolAdmin', { link: SLOT }),
          <Link component={RouterLink} to="/login">
            {t('public.adminLogin')}
          </Link>,
        )}
      </Typography>
    </AuthCard>
  );
}
