import { Box, LinearProgress, Typography } from '@mui/material';
import { LIMITS } from '@hackathon/contracts';
import { useT } from '../../i18n';

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

export interface Strength {
  level: StrengthLevel;
  /** 0 to 100, for a progress bar. */
  score: number;
}

/** A hint only (the wizard's "strength hint"); each form's own rule (passwords/utils/passwordRules.ts, shared/rules.ts) decides what is accepted. */
export function passwordStrength(password: string): Strength {
  let points = 0;
  if (password.length >= LIMITS.otpResetPasswordMin) points += 1;
  if (password.length >= LIMITS.strongPasswordMin) points += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) points += 1;
  if (/\d/.test(password)) points += 1;
  if (/[^A-Za-z0-9]/.test(password)) points += 1;
  const levels: StrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong', 'strong'];
  return { level: levels[points], score: points * 20 };
}

const COLOR: Record<StrengthLevel, 'error' | 'warning' | 'info' | 'success'> = { weak: 'error', fair: 'warning', good: 'info', strong: 'success' };

/** The strength hint under a new password (a hint only; the form's rule decides). */
export function PasswordStrength({ password }: { password: string }) {
  const t = useT();
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Box sx={{ mt: -1.5, mb: 1 }} aria-live="polite">
      <LinearProgress variant="determinate" value={strength.score} color={COLOR[strength.level]} aria-label={t('public.pw.strength')} sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color="text.secondary">
        {t('public.pw.strengthIs', { level: strength.level })}
      </Typography>
    </Box>
  );
}
