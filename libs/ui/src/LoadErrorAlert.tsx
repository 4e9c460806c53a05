import { Alert, Button } from '@mui/material';
import { useT } from './i18n';

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
  const t = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('common.action.tryAgain')}
        </Button>
      }
    >
      {message}
      {detail && detail !== message ? ` (${detail})` : ''}
    </Alert>
  );
}
