import { Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';

/** An honest placeholder for a tab whose screen ships in a later release. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} role="status">
      <ConstructionIcon color="action" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{title} is coming in the next release.</Typography>
    </Paper>
  );
}
