import type { FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { RouterLink } from '../../shared/RouterLink';
import { SubmitButton } from '../../shared/SubmitButton';
import type { NewPasswordState } from '../hooks/useNewPassword';
import { useT } from '../../../i18n';
import { NewPasswordFields } from './NewPasswordFields';

export interface NewPasswordFormProps {
  fields: NewPasswordState;
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  pending: boolean;
  hint?: string;
  /** The button's words, 'Reset Password' unless the page sets a password for the first time. */
  submitLabel?: string;
  pendingLabel?: string;
  /** Where the link under the button leads, and its text. */
  backTo: string;
  backLabel: string;
}

/** The form of the reset-link pages: new password, confirmation, 'Reset Password' and a way back. */
export function NewPasswordForm({ fields, onSubmit, error, pending, hint, submitLabel, pendingLabel, backTo, backLabel }: NewPasswordFormProps) {
  const t = useT();
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <NewPasswordFields fields={fields} hint={hint} />
        <ErrorAlert error={error} />
        <SubmitButton label={submitLabel ?? t('public.pw.reset')} pendingLabel={pendingLabel ?? t('public.pw.resetting')} pending={pending} />
        <Button component={RouterLink} to={backTo} fullWidth>
          {backLabel}
        </Button>
      </Stack>
    </Box>
  );
}
