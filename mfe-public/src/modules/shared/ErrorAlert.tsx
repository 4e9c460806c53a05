import { Alert, type SxProps, type Theme } from '@mui/material';

export interface ErrorAlertProps {
  error: string | null;
  sx?: SxProps<Theme>;
}

/** A form's last error as an alert screen readers announce; nothing while there is none. */
export function ErrorAlert({ error, sx }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {error}
    </Alert>
  );
}
