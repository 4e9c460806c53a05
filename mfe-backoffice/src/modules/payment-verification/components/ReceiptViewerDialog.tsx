import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { PaymentSubmissionRow, PaymentVerdictAction } from '@hackathon/contracts';
import { StatusBadge, useObjectUrl } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { useReceiptFile } from '../hooks/useReceiptFile';
import { isSubmitted } from '../utils/format';
import { receiptErrorMessage } from '../utils/receipt';
import { ReceiptDetails } from './ReceiptDetails';
import { ReceiptPreview } from './ReceiptPreview';

export interface ReceiptViewerDialogProps {
  /** The row whose receipt is shown; null: closed. */
  row: PaymentSubmissionRow | null;
  onClose: () => void;
  onVerdict: (action: PaymentVerdictAction, row: PaymentSubmissionRow) => void;
}

/**
 * The receipt viewer modal (spec): the submission's fields, the file (fetched as a blob with the
 * bearer token), Download and, while the payment is submitted, Verify and Reject. 70% of the
 * viewport high.
 */
export function ReceiptViewerDialog({ row, onClose, onVerdict }: ReceiptViewerDialogProps) {
  const t = useT();
  const hasFile = Boolean(row?.hasReceiptFile);
  const file = useReceiptFile(row && hasFile ? row._id : null);
  // an empty answer is no receipt at all
  const blob = file.data && file.data.size > 0 ? file.data : null;
  const url = useObjectUrl(row ? blob : null);
  // the server sends the type sniffed from the bytes
  const mimeType = blob?.type || row?.receiptFileType || null;
  const fileName = row?.receiptFileName || `receipt-${row?.kvCode ?? ''}`;

  let body;
  if (!row) {
    body = null;
  } else if (!hasFile) {
    body = <Alert severity="info">{t('dashboards.payments.receipt.noFile')}</Alert>;
  } else if (file.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void file.refetch()}>
            {t('dashboards.payments.receipt.tryAgain')}
          </Button>
        }
      >
        {receiptErrorMessage(file.error)}
      </Alert>
    );
  } else if (file.isPending || (blob && !url)) {
    body = (
      <Stack sx={{ alignItems: 'center', py: 6 }} spacing={1} role="status">
        <CircularProgress />
        <Typography color="text.secondary">{t('dashboards.payments.receipt.loading')}</Typography>
      </Stack>
    );
  } else if (!url) {
    body = <Alert severity="error">{t('dashboards.payments.receipt.unable')}</Alert>;
  } else {
    body = <ReceiptPreview key={url} url={url} fileName={fileName} mimeType={mimeType} size={row.receiptFileSize} />;
  }

  const judge = (action: PaymentVerdictAction) => {
    if (row) onVerdict(action, row);
  };

  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="receipt-viewer-title"
      slotProps={{ paper: { sx: { height: '70vh' }, 'data-testid': 'receipt-viewer' } as object }}
    >
      <DialogTitle id="receipt-viewer-title" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        {t('dashboards.payments.receipt.title')}
        {row ? <StatusBadge status={row.paymentStatus} /> : null}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {row ? <ReceiptDetails row={row} mimeType={mimeType} /> : null}
        <Divider />
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{body}</Box>
      </DialogContent>
      <DialogActions>
        {url ? (
          <Button startIcon={<DownloadIcon />} href={url} download={fileName}>
            {t('dashboards.payments.receipt.download')}
          </Button>
        ) : null}
        {row && isSubmitted(row) ? (
          <>
            <Button variant="contained" color="success" onClick={() => judge('verify')}>
              {t('dashboards.payments.verify')}
            </Button>
            <Button variant="contained" color="error" onClick={() => judge('reject')}>
              {t('dashboards.payments.reject')}
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>{t('dashboards.payments.receipt.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
