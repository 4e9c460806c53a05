import type { FormEvent, ReactNode } from 'react';
import { Box, Stack, TextField, type TextFieldProps } from '@mui/material';
import { PasswordField } from '@hackathon/ui';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { SubmitButton } from '../../shared/SubmitButton';
import type { SignInFormState } from '../hooks/useSignInForm';

/** How the first field reads; it is always required and focused first. */
export interface IdentifierFieldProps {
  label: string;
  name: string;
  autoComplete: string;
  type?: string;
  placeholder?: string;
  slotProps?: TextFieldProps['slotProps'];
}

export interface SignInFormProps {
  form: SignInFormState;
  identifierField: IdentifierFieldProps;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Between the password and the button; the plain error alert when not given. */
  children?: ReactNode;
}

/** Identifier, password and 'Sign in': the form of the school, team and region-admin logins. */
export function SignInForm({ form, identifierField, pending, onSubmit, children }: SignInFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <TextField {...identifierField} value={form.identifier} onChange={(event) => form.setIdentifier(event.target.value)} required fullWidth autoFocus />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => form.setPassword(event.target.value)}
          required
          fullWidth
        />
        {children ?? <ErrorAlert error={form.error} />}
        <SubmitButton label="Sign in" pendingLabel="Signing in..." pending={pending} />
      </Stack>
    </Box>
  );
}
