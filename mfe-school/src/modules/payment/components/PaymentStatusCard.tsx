import { Alert, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatDateTime, type PaymentInfo } from '@hackathon/contracts';
import { paymentStatusView } from '../utils/paymentStatus';
import { useT } from '../../../i18n';

export interface PaymentStatusCardProps {
  info: PaymentInfo;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Current status with Refresh: Pending Verification when submitted, the date when verified, the reason when rejected. */
export function PaymentStatusCard({ info, refreshing, onRefresh }: PaymentStatusCardProps) {
  const t = useT();
  const view = paymentStatusView(info);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('school.payment.status.ariaLabel')}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('school.payment.status.title')}
          </Typography>
          <Chip label={view.label} color={view.color} data-testid="payment-info-status" />
        </Stack>
        <Button
          size="small"
          onClick={onRefresh}
          disabled={refreshing}
          startIcon={refreshing ? <CircularProgress size={14} color="inherit" /> : <RefreshIcon />}
          aria-label={t('school.payment.status.refreshAria')}
        >
          {t('school.payment.status.refresh')}
        </Button>
      </Stack>
      {view.status === 'submitted' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {info.submittedAt
            ? t('school.payment.status.submittedOn', { date: formatDateTime(info.submittedAt) })
            : t('school.payment.status.submitted')}
        </Alert>
      ) : null}
      {view.status === 'verified' ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {view.verifiedAt ? t('school.payment.status.verifiedOn', { date: formatDateTime(view.verifiedAt) }) : t('school.payment.status.verified')}
        </Alert>
      ) : null}
      {view.status === 'rejected' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('school.payment.status.rejected', { reason: view.rejectionReason || t('school.payment.status.notGiven') })}
        </Alert>
      ) : null}
      {view.status === 'not_submitted' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('school.payment.status.none')}
        </Typography>
      ) : null}
    </Paper>
  );
}
