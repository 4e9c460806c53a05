import { Alert, Button } from '@mui/material';

export interface LoadErrorAlertProps {
  /** What failed, in the spec's words. */
  message: string;
  /** The server's own words, shown after the message when they add something. */
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed read with a Try again action (dashboards' connection error banners). */
export function LoadErrorAlert({ message, detail, onRetry, retrying }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      }
    >
      {message}
      {detail && detail !== message ? ` (${detail})` : ''}
    </Alert>
  );
}
