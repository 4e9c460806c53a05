import { TextField } from '@mui/material';
import { useT } from '../../../i18n';

interface ReasonFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's or the form's objection; otherwise the counter shows. */
  problem: string | null;
  max: number;
}

/** The required reason of an audited action (revoke, reopen): a few lines, with its counter. */
export function ReasonField({ id, value, onChange, problem, max }: ReasonFieldProps) {
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('backoffice.field.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? `${value.length}/${max}`}
      slotProps={{ htmlInput: { maxLength: max } }}
      multiline
      minRows={2}
      required
      fullWidth
      autoFocus
    />
  );
}
