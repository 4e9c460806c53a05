import { Typography } from '@mui/material';
import { PasswordField } from '@hackathon/ui';
import type { NewPasswordState } from '../hooks/useNewPassword';
import { PasswordStrength } from '../../shared/PasswordStrength';
import { useT } from '../../../i18n';

export interface NewPasswordFieldsProps {
  fields: NewPasswordState;
  /** The strength meter under the new password. */
  showStrength?: boolean;
  /** The rules in words, under the confirmation. */
  hint?: string;
}

/** 'New Password' and 'Confirm New Password', for a parent Stack. */
export function NewPasswordFields({ fields, showStrength = false, hint }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={t('public.pw.new')}
        name="newPassword"
        autoComplete="new-password"
        value={fields.password}
        onChange={(event) => fields.setPassword(event.target.value)}
        required
        fullWidth
        autoFocus
      />
      {showStrength ? <PasswordStrength password={fields.password} /> : null}
      <PasswordField
        label={t('public.pw.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={fields.confirmation}
        onChange={(event) => fields.setConfirmation(event.target.value)}
        required
        fullWidth
      />
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </>
  );
}
