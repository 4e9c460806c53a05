import { Alert, Button, Chip, Divider, List, ListItem, ListItemText, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useLocation } from 'react-router-dom';
import { MSG } from '@hackathon/contracts';
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
  const location = useLocation();
  const data = readState(location.state);

  if (!data) {
    return (
      <AuthCard title="Registration Not Found" icon={<ErrorOutlineIcon />} subtitle={MSG.registrationNotFoundMessage}>
        <Button component={RouterLink} to="/" variant="contained" fullWidth>
          Back to Home
        </Button>
      </AuthCard>
    );
  }

  const { registration } = data;
  const rows: Array<[string, string]> = [
    ['School name', registration.kvName || 'N/A'],
    ['School code', registration.schoolCode || registration.kvCode || 'N/A'],
    ['Email', registration.email || data.email || 'N/A'],
    ['Contact number', registration.contactNumber || data.contactNumber || 'N/A'],
  ];

  return (
    <AuthCard title="Registration Successful" icon={<CheckCircleIcon />} subtitle="Your school is registered for the hackathon.">
      <List dense disablePadding>
        {rows.map(([label, value]) => (
          <ListItem key={label} disableGutters divider>
            <ListItemText primary={label} secondary={value} slotProps={{ secondary: { sx: { color: 'text.primary', fontWeight: 600, wordBreak: 'break-word' } } }} />
          </ListItem>
        ))}
        <ListItem disableGutters>
          <ListItemText primary="Status" />
          <Chip color="success" icon={<CheckCircleIcon />} label="Registered Successfully" />
        </ListItem>
      </List>
      <Alert severity="info" role="note" sx={{ mt: 2 }}>
        We sent a verification link to {registration.email || data.email}. Verify your email before logging in.
      </Alert>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/login" state={{ email: registration.email || data.email }} variant="contained" size="large" fullWidth>
          Proceed to Login
        </Button>
        <Button component={RouterLink} to="/verify-email" variant="text" fullWidth>
          Didn&apos;t get the email?
        </Button>
      </Stack>
    </AuthCard>
  );
}
