import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import type { TeamInfo } from '../utils/teamInfo';
import { LmsButton } from '../../shared/components/LmsButton';
import { useT } from '../../../i18n';

/** The page's greeting: the team, the event and its current stage, and the way to the learning site. */
export function WelcomeBanner({ info }: { info: TeamInfo }) {
  const t = useT();
  return (
    <Paper
      component="section"
      aria-label={t('team.welcome.aria')}
      sx={{ p: { xs: 2, md: 3 }, color: 'primary.contrastText', background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})` }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" sx={{ opacity: 0.85 }}>
            {EVENT.name} {EVENT.edition}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {t('team.welcome.greeting', { teamName: info.teamName })}
          </Typography>
          <Chip size="small" label={EVENT.currentStatus} sx={{ mt: 1, bgcolor: 'rgba(255,255,255,0.18)', color: 'inherit' }} />
        </Box>
        <LmsButton size="large" />
      </Stack>
    </Paper>
  );
}
