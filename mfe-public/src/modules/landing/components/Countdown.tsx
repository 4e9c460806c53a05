import { Box, Paper, Stack, Typography } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../i18n';
import { useCountdown } from '../hooks/useCountdown';
import { pad2 } from '../../shared/countdown';

const UNITS = [
  ['days', 'landing.cd.days'],
  ['hours', 'landing.cd.hours'],
  ['minutes', 'landing.cd.minutes'],
  ['seconds', 'landing.cd.seconds'],
] as const;

/** Countdown to the end of the advanced bootcamp; once past, a sentence that says it has ended. */
export function Countdown() {
  const t = useT();
  const parts = useCountdown(EVENT.countdownTarget);
  if (parts.ended) {
    return (
      <Box aria-live="polite" data-testid="countdown">
        {/* volatile: whether it has ended is the moment's, not the build's (a prerendered copy shows dashes) */}
        <Typography variant="subtitle1" data-prerender="volatile" sx={{ fontWeight: 600 }}>
          {t('landing.cd.ended')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box aria-live="polite" data-testid="countdown">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: { xs: 'center', md: 'flex-start' }, mb: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {EVENT.countdownLabel}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }} sx={{ justifyContent: { xs: 'center', md: 'flex-start' } }}>
        {UNITS.map(([unit, labelKey]) => (
          <Paper key={unit} elevation={0} sx={{ px: { xs: 1.5, sm: 2 }, py: 1, minWidth: { xs: 64, sm: 78 }, textAlign: 'center', bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }}>
            {/* volatile: a prerendered copy of the page shows dashes here, not the build's time */}
            <Typography
              variant="h4"
              component="span"
              data-prerender="volatile"
              sx={{ fontWeight: 700, display: 'block', fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
            >
              {pad2(parts[unit])}
            </Typography>
            <Typography variant="caption">{t(labelKey)}</Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
