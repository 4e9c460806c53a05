import { Button, Stack } from '@mui/material';
import { useT } from '../../../i18n';
import { SubmitButton, type SubmitButtonProps } from '../../shared/SubmitButton';

export interface WizardActionsProps extends Omit<SubmitButtonProps, 'sx'> {
  onBack: () => void;
}

/** 'Back' and the step's submit button, side by side (stacked, submit on top, on phones). */
export function WizardActions({ onBack, ...submit }: WizardActionsProps) {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
      <Button variant="outlined" size="large" onClick={onBack} fullWidth>
        {t('public.back')}
      </Button>
      <SubmitButton {...submit} />
    </Stack>
  );
}
