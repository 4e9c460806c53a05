import { Box, LinearProgress, Typography } from '@mui/material';
import { passwordStrength, type StrengthLevel } from '../utils/passwordRules';

const COLOR: Record<StrengthLevel, 'error' | 'warning' | 'info' | 'success'> = { weak: 'error', fair: 'warning', good: 'info', strong: 'success' };

/** The strength hint under a new password (a hint only; the form's rule decides). */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Box sx={{ mt: -1.5, mb: 1 }} aria-live="polite">
      <LinearProgress variant="determinate" value={strength.score} color={COLOR[strength.level]} aria-label="Password strength" sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color="text.secondary">
        Password strength: {strength.label}
      </Typography>
    </Box>
  );
}
