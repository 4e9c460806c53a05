import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useT } from '../labels';

/** First load: nothing to show yet. */
export function DataViewLoading({ text }: { text?: string }) {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} />
      <Typography color="text.secondary">{text ?? t('listText.loading')}</Typography>
    </Box>
  );
}

/** The read failed: the list's message (e.g. 'Error loading registrations') and Try Again. */
export function DataViewError({ text, detail, onRetry }: { text: string; detail?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('listText.tryAgain')}
        </Button>
      }
    >
      {text}
      {detail && detail !== text ? ` (${detail})` : ''}
    </Alert>
  );
}

/** Nothing matches: the list's empty text, and a way out when a search or filter caused it. */
export function DataViewEmpty({ text, detail, onClearFilters }: { text: string; detail?: ReactNode; onClearFilters?: () => void }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {text}
      </Typography>
      {detail ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {detail}
        </Typography>
      ) : null}
      {onClearFilters ? (
        <Button sx={{ mt: 2 }} onClick={onClearFilters}>
          {t('listText.clearAllFilters')}
        </Button>
      ) : null}
    </Paper>
  );
}
