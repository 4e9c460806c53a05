import type { FormEvent } from 'react';
import { Alert, Button } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@hackathon/api-client';
import { REGION_ADMIN_API, MSG, REGION_COUNT } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { loginErrorOr } from '../../shared/errors';
import { SignInForm } from '../components/SignInForm';
import { useSignInForm } from '../hooks/useSignInForm';
import { regionAdminTarget } from '../utils/postLoginRedirect';

interface AdminCredentials {
  username: string;
  password: string;
  code?: string;
}


/** Back-office spec, "Region admin login". */
export default function RegionAdminLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const form = useSignInForm();

  const login = useEndpointMutation(REGION_ADMIN_API.login, (body: AdminCredentials) => ({ body, token: null, skipAuthRedirect: true }), {
    onSuccess: (result) => {
      const { token, admin } = result.data ?? {};
      if (!token || !admin) {
        form.setError(MSG.invalidServerResponse);
        return;
      }
      session.loginRegionAdmin({ token, admin });
      toast.success(MSG.loginSuccess);
      navigate(regionAdminTarget(admin.role), { replace: true });
    },
    onError: (thrown) => {
      // under attack, from a new place: the code step (the code field, the server's words)
      if (!form.askedForCode(thrown)) form.setError(loginErrorOr(thrown, MSG.loginFailedRetry));
    },
  });

  const submit = (event: FormEvent) => {
    const username = form.identifier.trim();
    form.submit(event, Boolean(username && form.password), () => login.mutate({ username, password: form.password, ...form.codeToSend() }));
  };

  return (
    <AuthCard title={t('public.region.title')} subtitle={t('public.region.sub')} icon={<AdminPanelSettingsIcon />}>
      <SignInForm form={form} identifierField={{ label: t('public.f.username'), name: 'username', autoComplete: 'username' }} pending={login.isPending} onSubmit={submit} />
      <Alert severity="info" role="note" sx={{ mt: 3 }}>
        {t('public.region.note', { n: REGION_COUNT })}
      </Alert>
      <Button component={RouterLink} to="/login" startIcon={<ArrowBackIcon />} fullWidth sx={{ mt: 2 }}>
        {t('public.region.back')}
      </Button>
    </AuthCard>
  );
}
