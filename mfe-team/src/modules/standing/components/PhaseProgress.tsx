import { Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { ReactNode } from 'react';
import { scoreText, type PhaseState, type PhaseStep } from '../utils/standing';
import { useT } from '../../../i18n';

const STATE_LOOK: Record<PhaseState, { icon: ReactNode; color: 'success' | 'primary' | 'default' | 'error' }> = {
  completed: { icon: <CheckCircleIcon color="success" />, color: 'success' },
  current: { icon: <HourglassTopIcon color="primary" />, color: 'primary' },
  upcoming: { icon: <RadioButtonUncheckedIcon color="disabled" />, color: 'default' },
  notReached: { icon: <RadioButtonUncheckedIcon color="disabled" />, color: 'default' },
  eliminated: { icon: <CancelIcon color="error" />, color: 'error' },
};

/** Phases 1 to 3 side by side: where the team is, what it qualified for, each phase's score. */
export function PhaseProgress({ steps }: { steps: PhaseStep[] }) {
  const t = useT();
  return (
    <Paper component="section" aria-label={t('team.phases.aria')} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('team.phases.title')}
      </Typography>
      <Grid container spacing={2}>
        {steps.map((step) => {
          const look = STATE_LOOK[step.state];
          return (
            <Grid key={step.phase} size={{ xs: 12, md: 4 }}>
              <Box
                data-phase={step.phase}
                data-state={step.state}
                sx={{ p: 2, height: '100%', border: 2, borderRadius: 2, borderColor: step.state === 'current' ? 'primary.main' : 'divider' }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  {look.icon}
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {step.label}
                  </Typography>
                </Stack>
                <Chip size="small" color={look.color} label={step.outcome} sx={{ mb: 1 }} />
                <Typography variant="body2" color="text.secondary">
                  {t('team.phases.score')} <strong>{scoreText(step.score)}</strong>
                </Typography>
              </Box>
            </Grid>
          );
        })}
      </Grid>
    </Paper>
  );
}
