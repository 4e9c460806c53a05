import { Paper, Stack, Typography } from '@mui/material';
import { ResourcesPanel } from '../../resources';
import { LmsButton } from '../../shared/components/LmsButton';
import { useT } from '../../../i18n';

/** Learning content: the learning site and the team's documents and links. */
export function ContentSection() {
  const t = useT();
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Paper component="section" aria-label={t('team.content.aria')} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('team.content.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('team.content.body')}
        </Typography>
        <LmsButton />
      </Paper>
      <ResourcesPanel />
    </Stack>
  );
}
