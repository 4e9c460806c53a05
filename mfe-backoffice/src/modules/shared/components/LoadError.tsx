import { Alert, Button } from '@mui/material';

/** A failed read in the spec's words, with Try again. */
export function LoadError({ message, detail, onRetry, retrying }: { message: string; detail?: string; onRetry: () => void; retrying: boolean }) {
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
