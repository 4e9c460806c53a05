import { Alert, AlertTitle, Paper, Typography } from '@mui/material';
import { API_MSG } from '@hackathon/contracts';
import { useT } from '../../../../i18n';

/** Payment Verification in the admin dashboard: only the notice that verifying belongs to region and super admins (spec). */
export function PaymentVerificationSection() {
  const t = useT();
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('backoffice.section.paymentVerification')}
      </Typography>
      <Alert severity="info" role="status">
        <AlertTitle>{API_MSG.paymentVerificationNoticeTitle}</AlertTitle>
        {API_MSG.paymentVerificationNotice}
      </Alert>
    </Paper>
  );
}
