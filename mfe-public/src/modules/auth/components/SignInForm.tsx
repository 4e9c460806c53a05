import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Stack, TextField, type TextFieldProps } from '@mui/material';
import { API_MSG, LIMITS } from '@hackathon/contracts';
import { PasswordField } from '@hackathon/ui';
import { useT } from '../../../i18n';
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

/**
 * The second step, once the server asked for it: what happened (a notice read out) and the code
 * field, which takes the focus when it appears so a keyboard user types the code next.
 */
function SignInCodeField({ form }: { form: SignInFormState }) {
  useT(); // re-renders on a language switch (API_MSG follows the language)
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (form.codeRequired) input.current?.focus();
  }, [form.codeRequired]);
  if (!form.codeRequired) return null;
  return (
    <>
      {form.notice ? (
        <Alert severity="info" role="status">
          {form.notice}
        </Alert>
      ) : null}
      <TextField
        label={API_MSG.signInCodeLabel}
        name="code"
        autoComplete="one-time-code"
        value={form.code}
        onChange={(event) => form.setCode(event.target.value.replace(/\D/g, '').slice(0, LIMITS.otpDigits))}
        helperText={API_MSG.signInCodeHint}
        inputRef={input}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.otpDigits } }}
      />
    </>
  );
}

/** Identifier, password and 'Sign in' (and the sign-in code when asked): the form of the school, team and region-admin logins. */
export function SignInForm({ form, identifierField, pending, onSubmit, children }: SignInFormProps) {
  const t = useT();
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <TextField {...identifierField} value={form.identifier} onChange={(event) => form.setIdentifier(event.target.value)} required fullWidth autoFocus />
        <PasswordField
          label={t('public.f.password')}
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => form.setPassword(event.target.value)}
          required
          fullWidth
        />
        <SignInCodeField form={form} />
        {children ?? <ErrorAlert error={form.error} />}
        <SubmitButton label={t('public.signIn')} pendingLabel={t('public.signingIn')} pending={pending} />
      </Stack>
    </Box>
  );
}
