import { Alert, Button, Chip, Divider, List, ListItem, ListItemText, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useLocation } from 'react-router-dom';
import { MSG } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import type { RegistrationSuccessState } from './RegisterPage';

function readState(state: unknown): RegistrationSuccessState | null {
  if (!state || typeof state !== 'object') return null;
  const candidate = state as Partial<RegistrationSuccessState>;
  return candidate.registration && typeof candidate.registration === 'object' ? (candidate as RegistrationSuccessState) : null;
}

/** Participant spec, "Registration success (/success)". */
export default function SuccessPage() {
  const t = useT();
  const location = useLocation();
  const data = readState(location.state);

  if (!data) {
    return (
      <AuthCard title={t('public.ok.missing')} icon={<ErrorOutlineIcon />} subtitle={MSG.registrationNotFoundMessage}>
        <Button component={RouterLink} to="/" variant="contained" fullWidth>
          {t('public.go.home')}
        </Button>
      </AuthCard>
    );
  }

  const { registration } = data;
  const na = t('public.na');
  const rows: Array<[string, string]> = [
    [t('public.school.name'), registration.kvName || na],
    [t('public.reg.code'), registration.schoolCode || registration.kvCode || na],
    [t('public.f.email'), registration.email || data.email || na],
    [t('public.reg.contact'), registration.contactNumber || data.contactNumber || na],
  ];

  return (
    <AuthCard title={t('public.ok.title')} icon={<CheckCircleIcon />} subtitle={t('public.ok.sub')}>
      <List dense disablePadding>
        {rows.map(([label, value]) => (
          <ListItem key={label} disableGutters divider>
            <ListItemText primary={label} secondary={value} slotProps={{ secondary: { sx: { color: 'text.primary', fontWeight: 600, wordBreak: 'break-word' } } }} />
          </ListItem>
        ))}
        <ListItem disableGutters>
          <ListItemText primary={t('public.ok.status')} />
          <Chip color="success" icon={<CheckCircleIcon />} label={t('public.ok.chip')} />
        </ListItem>
      </List>
      <Alert severity="info" role="note" sx={{ mt: 2 }}>
        {t('public.ok.sent', { email: registration.email || data.email })}
      </Alert>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/login" state={{ email: registration.email || data.email }} variant="contained" size="large" fullWidth>
          {t('public.ok.login')}
        </Button>
        <Button component={RouterLink} to="/verify-email" variant="text" fullWidth>
          {t('public.ok.noEmail')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
