import { useId } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { JudgeRound } from '@hackathon/contracts';
import { roundProgress } from '../utils/rounds';
import { useT } from '../../../i18n';

/** 'n of m submitted' and its bar: how far the judge is through the round. */
export function RoundProgress({ round }: { round: JudgeRound }) {
  const t = useT();
  const labelId = useId();
  const { submitted, total, percent } = roundProgress(round);
  const text = t('team.judgePortal.progress', { submitted, total });
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} aria-valuetext={text} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
