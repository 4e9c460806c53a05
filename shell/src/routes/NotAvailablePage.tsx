import { Box, Button, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '@hackathon/ui';

/** For the route the spec names without showing its screen (/mentor-dashboard). */
export function NotAvailablePage() {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <ConstructionIcon color="secondary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {t('common.notAvailable.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('common.notAvailable.body')}
        </Typography>
        <Button variant="contained" sx={{ mt: 3 }} component={RouterLink} to="/">
          {t('common.notAvailable.backHome')}
        </Button>
      </Paper>
    </Box>
  );
}
