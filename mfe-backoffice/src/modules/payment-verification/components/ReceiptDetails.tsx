import { Grid } from '@mui/material';
import { formatDateTime, type PaymentSubmissionRow } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { verifierLabel } from '../utils/format';
import { receiptSizeKb } from '../utils/receipt';

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** Every field the spec lists for the receipt viewer, plus the verdict once there is one. */
export function ReceiptDetails({ row, mimeType }: { row: PaymentSubmissionRow; mimeType: string | null }) {
  const t = useT();
  const size = { xs: 12, sm: 6, md: 3 } as const;
  return (
    <Grid container spacing={1.5} data-testid="receipt-details">
      <LabeledValue size={size} label={t('dashboards.payments.details.schoolCode')} value={row.kvCode} />
      <LabeledValue size={{ xs: 12, sm: 6, md: 9 }} label={t('dashboards.payments.details.schoolName')} value={orDash(row.kvName)} />
      <LabeledValue size={size} label={t('dashboards.payments.details.email')} value={orDash(row.email)} />
      <LabeledValue size={size} label={t('dashboards.payments.details.reference')} value={orDash(row.referenceNumber)} />
      <LabeledValue size={size} label={t('dashboards.payments.details.receiptNumber')} value={orDash(row.receiptNumber)} />
      <LabeledValue size={size} label={t('dashboards.payments.details.submitted')} value={formatDateTime(row.paymentSubmittedAt)} />
      <LabeledValue size={size} label={t('dashboards.payments.details.fileName')} value={orDash(row.receiptFileName)} />
      <LabeledValue size={size} label={t('dashboards.payments.details.fileType')} value={orDash(mimeType)} />
      <LabeledValue size={size} label={t('dashboards.payments.details.fileSize')} value={receiptSizeKb(row.receiptFileSize)} />
      {row.paymentStatus !== 'submitted' && row.paymentVerifiedAt ? (
        <LabeledValue
          size={size}
          label={row.paymentStatus === 'rejected' ? t('dashboards.payments.details.rejectedBy') : t('dashboards.payments.details.verifiedBy')}
          value={t('dashboards.payments.details.verdictBy', { name: verifierLabel(row), time: formatDateTime(row.paymentVerifiedAt) })}
        />
      ) : null}
      {row.rejectionReason ? <LabeledValue size={{ xs: 12 }} label={t('dashboards.payments.details.rejectionReason')} value={row.rejectionReason} /> : null}
      {row.notes ? <LabeledValue size={{ xs: 12 }} label={t('dashboards.payments.details.notes')} value={row.notes} /> : null}
    </Grid>
  );
}
