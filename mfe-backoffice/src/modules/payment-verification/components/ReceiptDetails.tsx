import { Grid } from '@mui/material';
import { formatDateTime, type PaymentSubmissionRow } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { verifierLabel } from '../utils/format';
import { receiptSizeKb } from '../utils/receipt';

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** Every field the spec lists for the receipt viewer, plus the verdict once there is one. */
export function ReceiptDetails({ row, mimeType }: { row: PaymentSubmissionRow; mimeType: string | null }) {
  const size = { xs: 12, sm: 6, md: 3 } as const;
  return (
    <Grid container spacing={1.5} data-testid="receipt-details">
      <LabeledValue size={size} label="School Code" value={row.kvCode} />
      <LabeledValue size={{ xs: 12, sm: 6, md: 9 }} label="School Name" value={orDash(row.kvName)} />
      <LabeledValue size={size} label="Email" value={orDash(row.email)} />
      <LabeledValue size={size} label="Reference" value={orDash(row.referenceNumber)} />
      <LabeledValue size={size} label="Receipt Number" value={orDash(row.receiptNumber)} />
      <LabeledValue size={size} label="Submitted" value={formatDateTime(row.paymentSubmittedAt)} />
      <LabeledValue size={size} label="File Name" value={orDash(row.receiptFileName)} />
      <LabeledValue size={size} label="File Type" value={orDash(mimeType)} />
      <LabeledValue size={size} label="File Size" value={receiptSizeKb(row.receiptFileSize)} />
      {row.paymentStatus !== 'submitted' && row.paymentVerifiedAt ? (
        <LabeledValue size={size} label={row.paymentStatus === 'rejected' ? 'Rejected By' : 'Verified By'} value={`${verifierLabel(row)}, ${formatDateTime(row.paymentVerifiedAt)}`} />
      ) : null}
      {row.rejectionReason ? <LabeledValue size={{ xs: 12 }} label="Rejection Reason" value={row.rejectionReason} /> : null}
      {row.notes ? <LabeledValue size={{ xs: 12 }} label="Notes" value={row.notes} /> : null}
    </Grid>
  );
}
