import { Paper, Stack, Typography } from '@mui/material';
import { ResourcesPanel } from '../../resources';
import { LmsButton } from '../../shared/components/LmsButton';

/** Learning content: the learning site and the team's documents and links. */
export function ContentSection() {
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Paper component="section" aria-label="Learning site" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Bootcamp Content
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The bootcamp sessions, recordings and exercises are on the learning site.
        </Typography>
        <LmsButton />
      </Paper>
      <ResourcesPanel />
    </Stack>
  );
}
