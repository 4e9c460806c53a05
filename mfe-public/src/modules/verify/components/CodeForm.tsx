import { useId, useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { certificateVerifyPath, normaliseCertificateCode } from '@hackathon/contracts';
import { useT } from '../../../i18n';

export interface CodeFormProps {
  /** What the field starts with (the code of the page, when it was not one). */
  initial?: string;
  /** Focus the field at once: on /verify the form is the page. */
  autoFocus?: boolean;
}

/**
 * A code as typed (any case, with or without hyphens, I/L/O for 1/1/0) is checked here and opens
 * `/verify/<code>` in its printed form; anything that cannot be a code is refused without a call.
 */
export function CodeForm({ initial = '', autoFocus = false }: CodeFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCertificateCode(value);
    if (!code) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    navigate(certificateVerifyPath(code));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        id={`${id}-code`}
        name="code"
        label={t('public.certificateVerify.codeLabel')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (invalid) setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? t('public.certificateVerify.codeInvalid') : t('public.certificateVerify.codeHelp')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 32 } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, minHeight: 56 }}>
        {t('public.certificateVerify.submit')}
      </Button>
    </Stack>
  );
}
