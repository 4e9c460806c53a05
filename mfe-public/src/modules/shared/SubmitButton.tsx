import { Button, type SxProps, type Theme } from '@mui/material';

export interface SubmitButtonProps {
  label: string;
  /** Shown, with the button disabled, while the request runs. */
  pendingLabel: string;
  pending: boolean;
  sx?: SxProps<Theme>;
}

/** The full-width primary button that submits a public form. */
export function SubmitButton({ label, pendingLabel, pending, sx }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={sx}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
