import { Box, Button, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link as RouterLink } from 'react-router-dom';

/** For the route the spec names without showing its screen (/mentor-dashboard). */
export function NotAvailablePage() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <ConstructionIcon color="secondary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          The mentor portal is not available yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          This page is being prepared and will open here soon.
        </Typography>
        <Button variant="contained" sx={{ mt: 3 }} component={RouterLink} to="/">
          Back to home
        </Button>
      </Paper>
    </Box>
  );
}
