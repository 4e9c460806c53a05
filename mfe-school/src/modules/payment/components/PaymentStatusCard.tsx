import { Alert, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatDateTime, type PaymentInfo } from '@hackathon/contracts';
import { paymentStatusView } from '../utils/paymentStatus';

export interface PaymentStatusCardProps {
  info: PaymentInfo;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Current status with Refresh: Pending Verification when submitted, the date when verified, the reason when rejected. */
export function PaymentStatusCard({ info, refreshing, onRefresh }: PaymentStatusCardProps) {
  const view = paymentStatusView(info);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label="Payment status">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            Payment Status
          </Typography>
          <Chip label={view.label} color={view.color} data-testid="payment-info-status" />
        </Stack>
        <Button
          size="small"
          onClick={onRefresh}
          disabled={refreshing}
          startIcon={refreshing ? <CircularProgress size={14} color="inherit" /> : <RefreshIcon />}
          aria-label="Refresh payment status"
        >
          Refresh
        </Button>
      </Stack>
      {view.status === 'submitted' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Your payment details were submitted{info.submittedAt ? ` on ${formatDateTime(info.submittedAt)}` : ''} and are awaiting verification.
        </Alert>
      ) : null}
      {view.status === 'verified' ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          Payment verified{view.verifiedAt ? ` on ${formatDateTime(view.verifiedAt)}` : ''}.
        </Alert>
      ) : null}
      {view.status === 'rejected' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          Payment rejected. Reason: {view.rejectionReason || 'not given'}. Please correct the details and resubmit.
        </Alert>
      ) : null}
      {view.status === 'not_submitted' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          No payment details have been submitted yet.
        </Typography>
      ) : null}
    </Paper>
  );
}
