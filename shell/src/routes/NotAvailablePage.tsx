import { Box, Button, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** For the routes the spec names without showing their screen (/edit-registration/{id}, /mentor-dashboard). */
export function NotAvailablePage() {
  const location = useLocation();
  const registrationId = location.pathname.startsWith('/edit-registration/') ? location.pathname.split('/')[2] : null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <ConstructionIcon color="secondary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {registrationId ? 'Editing registrations is not available yet' : 'The mentor portal is not available yet'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          This page is being prepared and will open here soon.
        </Typography>
        <Button
          variant="contained"
          sx={{ mt: 3 }}
          component={RouterLink}
          to={registrationId ? `/registration/${registrationId}` : '/'}
        >
          {registrationId ? 'Back to registration' : 'Back to home'}
        </Button>
      </Paper>
    </Box>
  );
}
