import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime, type SchoolPagePayment } from '@hackathon/contracts';
import { formatFileSize } from '@hackathon/ui';
import { useT, type Translate } from '../../../i18n';
import { Empty, PageSection } from './PageSection';

function verdictLine(t: Translate, payment: SchoolPagePayment): string {
  const verdict = payment.verdict;
  if (!verdict) return t('backoffice.schoolPage.payment.waiting');
  const values = { by: verdict.by ?? t('backoffice.schoolPage.payment.someone'), date: formatDateTime(verdict.at) };
  return verdict.status === 'verified' ? t('backoffice.schoolPage.payment.verifiedBy', values) : t('backoffice.schoolPage.payment.rejectedBy', values);
}

/** Every proof the school sent, newest first, each with its verdict: who, when, and the reason of a rejection. */
export function PaymentHistory({ payments }: { payments: SchoolPagePayment[] }) {
  const t = useT();
  return (
    <PageSection id="payments" title={t('backoffice.schoolPage.section.payments')}>
      {payments.length === 0 ? (
        <Empty>{t('backoffice.schoolPage.payments.none')}</Empty>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payments.map((payment) => {
            const status = payment.verdict?.status ?? 'submitted';
            return (
              <Box component="li" key={payment._id} data-payment={payment._id} data-verdict={status} sx={{ borderLeft: 3, borderColor: status === 'verified' ? 'success.main' : status === 'rejected' ? 'error.main' : 'warning.main', pl: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography variant="subtitle2">{t('backoffice.schoolPage.payment.sent', { date: formatDateTime(payment.submittedAt) })}</Typography>
                  <Chip size="small" color={status === 'verified' ? 'success' : status === 'rejected' ? 'error' : 'warning'} label={verdictLine(t, payment)} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }} />
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('backoffice.schoolPage.payment.payer')}: {payment.payerName} · {t('backoffice.schoolPage.payment.reference')}: {payment.paymentReference} · {t('backoffice.schoolPage.payment.receiptNumber')}: {payment.receiptNumber}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('backoffice.schoolPage.payment.receipt')}:{' '}
                  {payment.receipt
                    ? t('backoffice.schoolPage.payment.receiptFile', { name: payment.receipt.fileName, type: payment.receipt.fileType, size: formatFileSize(payment.receipt.fileSize) })
                    : t('backoffice.schoolPage.payment.noReceipt')}
                </Typography>
                {payment.verdict?.reason ? <Typography variant="body2">{t('backoffice.schoolPage.payment.reason', { reason: payment.verdict.reason })}</Typography> : null}
                {payment.verdict?.notes ? <Typography variant="body2">{t('backoffice.schoolPage.payment.notes', { notes: payment.verdict.notes })}</Typography> : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </PageSection>
  );
}
