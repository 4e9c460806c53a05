import { Alert, Button, Chip, List, ListItem, ListItemAvatar, ListItemText, Avatar, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';
import { SLOT, withElement } from '../../shared/withElement';

/** Participant spec, "Registration closed page" (mounted at /registration-closed; see docs/decisions.md). */
export default function RegistrationClosedPage() {
  const t = useT();
  return (
    <AuthCard title={t('public.closed.title')} icon={<EventBusyIcon />} maxWidth="sm" subtitle={t('public.closed.sub', { edition: EVENT.edition })}>
      <Stack spacing={2}>
        <Alert severity="warning" role="note">
          {withElement(t('public.closed.deadline', { date: SLOT }), <strong>{EVENT.registrationDeadline}</strong>)}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{t('public.closed.status')}</Typography>
          <Chip color="success" label={EVENT.currentStatus} />
        </Stack>
        <Typography variant="h6" component="h2">
          {t('public.closed.next')}
        </Typography>
        <List disablePadding>
          {EVENT.nextSteps.map((step, index) => (
            <ListItem key={step} disableGutters>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 16 }}>{index + 1}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={step} />
            </ListItem>
          ))}
        </List>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/" variant="outlined" fullWidth>
            {t('public.go.home')}
          </Button>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            {t('public.adminLogin')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
