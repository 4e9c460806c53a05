import { Button, Grid, Paper, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDateTime, type PaymentInfo } from '@hackathon/contracts';
import { LabeledValue, formatFileSize } from '@hackathon/ui';
import { useT } from '../../../i18n';

const or = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** What the school submitted last, with View Receipt (the preview modal). */
export function SavedPaymentDetails({ info, onPreview }: { info: PaymentInfo; onPreview: () => void }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('school.payment.saved.ariaLabel')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('school.payment.saved.title')}
      </Typography>
      <Grid container spacing={2}>
        <LabeledValue label={t('school.payment.form.fullName')} value={or(info.fullName)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue label={t('school.payment.form.referenceNumber')} value={or(info.referenceNumber)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue label={t('school.payment.form.receiptNumber')} value={or(info.receiptNumber)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue label={t('school.payment.saved.submitted')} value={formatDateTime(info.submittedAt)} size={{ xs: 12, sm: 6 }} />
        <LabeledValue
          label={t('school.payment.receipt.label')}
          value={info.receiptFile ? `${or(info.receiptFileName)} (${formatFileSize(info.receiptFileSize)})` : '—'}
          size={{ xs: 12, sm: 6 }}
        />
      </Grid>
      {info.receiptFile ? (
        <Button sx={{ mt: 2 }} variant="outlined" startIcon={<VisibilityIcon />} onClick={onPreview}>
          {t('school.payment.saved.viewReceipt')}
        </Button>
      ) : null}
    </Paper>
  );
}
