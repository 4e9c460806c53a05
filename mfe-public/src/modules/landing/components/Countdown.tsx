import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { useCountdown } from '../hooks/useCountdown';
import { pad2 } from '../../shared/countdown';

/** Countdown to the end of the advanced bootcamp; zeros and 'Ended' once past. */
export function Countdown() {
  const parts = useCountdown(EVENT.countdownTarget);
  const units: Array<[string, number]> = [
    ['Days', parts.days],
    ['Hours', parts.hours],
    ['Minutes', parts.minutes],
    ['Seconds', parts.seconds],
  ];
  return (
    <Box aria-live="polite" data-testid="countdown">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: { xs: 'center', md: 'flex-start' }, mb: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {EVENT.countdownLabel}
        </Typography>
        {parts.ended ? <Chip size="small" label="Ended" sx={{ bgcolor: 'common.white', color: 'primary.dark', fontWeight: 700 }} /> : null}
      </Stack>
      <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }} sx={{ justifyContent: { xs: 'center', md: 'flex-start' } }}>
        {units.map(([label, value]) => (
          <Paper key={label} elevation={0} sx={{ px: { xs: 1.5, sm: 2 }, py: 1, minWidth: { xs: 64, sm: 78 }, textAlign: 'center', bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }}>
            {/* volatile: a prerendered copy of the page shows dashes here, not the build's time */}
            <Typography
              variant="h4"
              component="span"
              data-prerender="volatile"
              sx={{ fontWeight: 700, display: 'block', fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
            >
              {pad2(value)}
            </Typography>
            <Typography variant="caption">{label}</Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
