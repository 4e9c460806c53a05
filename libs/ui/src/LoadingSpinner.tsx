import { Box, CircularProgress, Typography } from '@mui/material';
import { useT } from './i18n';

export interface LoadingSpinnerProps {
  label?: string;
  size?: number;
}

/** An inline spinner with an optional label. */
export function LoadingSpinner({ label, size = 40 }: LoadingSpinnerProps) {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={size} aria-label={label ?? t('common.spinner.loading')} />
      {label ? (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A spinner filling the page area (route guard, remote loading). */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <LoadingSpinner label={label} />
    </Box>
  );
}
