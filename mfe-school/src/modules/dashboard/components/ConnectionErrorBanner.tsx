import { Alert, Button } from '@mui/material';

/** The connection error banner: what failed, in the spec's words, with Try again. */
export function ConnectionErrorBanner({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
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
    </Alert>
  );
}
