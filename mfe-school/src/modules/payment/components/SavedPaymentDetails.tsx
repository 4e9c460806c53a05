import { Button, Grid, Paper, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDateTime, type PaymentInfo } from '@hackathon/contracts';
import { LabeledValue, formatFileSize } from '@hackathon/ui';

const or = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** What the school submitted last, with View Receipt (the preview modal). */
export function SavedPaymentDetails({ info, onPreview }: { info: PaymentInfo; onPreview: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label="Saved payment details">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Saved Payment Details
      </Typography>
      <Grid container spacing={2}>
        <LabeledValue label="Full Name" value={or(info.fullName)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue label="Reference Number / Merchant ID" value={or(info.referenceNumber)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue label="Receipt Number / UTR Number" value={or(info.receiptNumber)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue label="Submitted" value={formatDateTime(info.submittedAt)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue
          label="Receipt File"
          value={info.receiptFile ? `${or(info.receiptFileName)} (${formatFileSize(info.receiptFileSize)})` : '—'}
          size={{ xs: 12, sm: 6 }}
        />
      </Grid>
      {info.receiptFile ? (
        <Button sx={{ mt: 2 }} variant="outlined" startIcon={<VisibilityIcon />} onClick={onPreview}>
          View Receipt
        </Button>
      ) : null}
    </Paper>
  );
}
