import { Box, Typography } from '@mui/material';
import { totalText } from '../utils/score';
import { useT } from '../../../i18n';

/** The live weighted total out of 100, and how many criteria are scored while some are not. */
export function SheetTotal({ total, scored, count }: { total: number; scored: number; count: number }) {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" data-sheet-total>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        {t('team.judgePortal.total', { total: totalText(total) })}
      </Typography>
      {scored < count ? (
        <Typography variant="caption" color="text.secondary">
          {t('team.judgePortal.scoredCount', { scored, count })}
        </Typography>
      ) : null}
    </Box>
  );
}
