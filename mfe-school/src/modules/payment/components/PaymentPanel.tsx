import { useState } from 'react';
import { Alert, Box, Button, Collapse, Stack } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { MSG } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner, OfflineNotice } from '@hackathon/ui';
import { usePaymentInfo, useRefreshPayment } from '../hooks/usePaymentInfo';
import { hasSavedDetails, paymentStatusView } from '../utils/paymentStatus';
import { PaymentGuide } from './PaymentGuide';
import { PaymentStatusCard } from './PaymentStatusCard';
import { PaymentForm } from './PaymentForm';
import { SavedPaymentDetails } from './SavedPaymentDetails';
import { ReceiptPreviewDialog } from './ReceiptPreviewDialog';
import { TutorialVideo } from './TutorialVideo';
import { useT } from '../../../i18n';

/** Payment Info: how to pay, the status, the verification form, saved details and the receipt preview. */
export function PaymentPanel({ schoolCode }: { schoolCode: string | null }) {
  useT(); // MSG follows the language
  if (!schoolCode) {
    return <Alert severity="error">{MSG.paymentSystemNotLoaded}</Alert>;
  }
  return <PaymentContent schoolCode={schoolCode} />;
}

function PaymentContent({ schoolCode }: { schoolCode: string }) {
  const t = useT();
  const query = usePaymentInfo(schoolCode);
  const refresh = useRefreshPayment(schoolCode);
  const [formOpen, setFormOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);

  // offline before the first answer the read waits for the network: say so rather than spin
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineNotice loadedAt={null} />;
  if (query.isPending) return <LoadingSpinner label={t('school.payment.loading')} />;
  if (query.isError && !query.data) {
    return <LoadErrorAlert message={MSG.failedLoadPaymentInfo} detail={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const info = query.data.paymentInfo;
  const view = paymentStatusView(info);
  const showForm = formOpen && view.canSubmit;

  return (
    <Stack spacing={2} component="section" aria-label={t('school.payment.sectionLabel')}>
      <PaymentGuide />
      {query.isError ? <Alert severity="warning">{MSG.failedLoadPaymentInfo}</Alert> : null}
      <PaymentStatusCard info={info} refreshing={query.isFetching} onRefresh={() => void refresh()} />
      {view.canSubmit && !showForm ? (
        <Box>
          <Button variant="contained" size="large" startIcon={<FactCheckIcon />} onClick={() => setFormOpen(true)}>
            {t(view.isResubmit ? 'school.payment.resubmit' : 'school.payment.verify')}
          </Button>
        </Box>
      ) : null}
      <Collapse in={showForm} unmountOnExit>
        <PaymentForm
          schoolCode={schoolCode}
          previous={info}
          isResubmit={view.isResubmit}
          onSubmitted={() => setFormOpen(false)}
          onCancel={() => setFormOpen(false)}
        />
      </Collapse>
      {hasSavedDetails(info) ? <SavedPaymentDetails info={info} onPreview={() => setPreviewOpen(true)} /> : null}
      <TutorialVideo />
      <Box sx={{ textAlign: 'center' }}>
        <Button startIcon={<ArrowUpwardIcon />} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          {t('school.payment.backToTop')}
        </Button>
      </Box>
      <ReceiptPreviewDialog
        open={previewOpen}
        fileId={info.receiptFile}
        fileName={info.receiptFileName}
        fileType={info.receiptFileType}
        onClose={() => setPreviewOpen(false)}
      />
    </Stack>
  );
}
