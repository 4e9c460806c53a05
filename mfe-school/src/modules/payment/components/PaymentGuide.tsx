import { Button, Paper, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EVENT, eventDocument } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/** The fee, How to Pay (the sample PDF) and Complete Payment (the external collection page). */
export function PaymentGuide() {
  const t = useT();
  const guide = eventDocument('paymentGuide');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('school.payment.guide.ariaLabel')}>
      <Typography variant="h6" component="h2">
        {t('school.payment.guide.fee', { fee: EVENT.fee.display })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('school.payment.guide.payable', { note: EVENT.fee.note, methods: EVENT.paymentMethods.join(', ') })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        {guide.path ? (
          <Button variant="outlined" startIcon={<MenuBookIcon />} href={guide.path} target="_blank" rel="noopener noreferrer">
            {t('school.payment.guide.howToPay')}
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<MenuBookIcon />} disabled>
            {t('school.payment.guide.howToPay')}
          </Button>
        )}
        <Button variant="contained" endIcon={<OpenInNewIcon />} href={EVENT.paymentCollectionUrl} target="_blank" rel="noopener noreferrer">
          {t('school.payment.guide.complete')}
        </Button>
      </Stack>
    </Paper>
  );
}
