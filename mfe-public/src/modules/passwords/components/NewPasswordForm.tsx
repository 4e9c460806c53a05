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
  /** Where the link under the button leads, and its text. */
  backTo: string;
  backLabel: string;
}

/** The form of the reset-link pages: new password, confirmation, 'Reset Password' and a way back. */
export function NewPasswordForm({ fields, onSubmit, error, pending, hint, backTo, backLabel }: NewPasswordFormProps) {
  const t = useT();
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <NewPasswordFields fields={fields} hint={hint} />
        <ErrorAlert error={error} />
        <SubmitButton label={t('public.pw.reset')} pendingLabel={t('public.pw.resetting')} pending={pending} />
        <Button component={RouterLink} to={backTo} fullWidth>
          {backLabel}
        </Button>
      </Stack>
    </Box>
  );
}
