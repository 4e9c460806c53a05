import { Alert, AlertTitle, Paper, Stack, Typography } from '@mui/material';
import { API_MSG } from '@hackathon/contracts';
import { useT } from '../../../../i18n';
import { PendingPaymentsView } from './PendingPaymentsView';

/**
 * Payment Verification in the admin dashboard: the spec's notice that verifying belongs to region
 * and super admins, then what the admin can do instead (issue 25: no dead end): the pending
 * payments per region and who can act on them.
 */
export function PaymentVerificationSection() {
  const t = useT();
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('backoffice.section.paymentVerification')}
      </Typography>
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          <AlertTitle>{API_MSG.paymentVerificationNoticeTitle}</AlertTitle>
          {API_MSG.paymentVerificationNotice}
        </Alert>
        <PendingPaymentsView />
      </Stack>
    </Paper>
  );
}
