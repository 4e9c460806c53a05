import { Alert, Button, Chip, List, ListItem, ListItemAvatar, ListItemText, Avatar, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { EVENT } from '@hackathon/contracts';
import { AuthCard } from '../../shared/AuthCard';
import { RouterLink } from '../../shared/RouterLink';

/** Participant spec, "Registration closed page" (mounted at /registration-closed; see docs/decisions.md). */
export default function RegistrationClosedPage() {
  return (
    <AuthCard title="Registration Closed" icon={<EventBusyIcon />} maxWidth="sm" subtitle={`Registration for the ${EVENT.edition} hackathon has ended and all slots are filled.`}>
      <Stack spacing={2}>
        <Alert severity="warning" role="note">
          Registration deadline: <strong>{EVENT.registrationDeadline}</strong>
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Current status:</Typography>
          <Chip color="success" label={EVENT.currentStatus} />
        </Stack>
        <Typography variant="h6" component="h2">
          What happens next
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
            Back to Home
          </Button>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            School Admin Login
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
