import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { PdfViewer, previewKind } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { receiptSizeKb } from '../utils/receipt';

export interface ReceiptPreviewProps {
  /** The object URL of the fetched receipt. */
  url: string;
  fileName: string;
  mimeType: string | null;
  size: number | null;
}

/**
 * The receipt itself (spec): an image inline, with 'Image could not be displayed' and a download
 * link when the browser cannot show it; a PDF as a download card with the document below it;
 * any other type only as a download.
 */
export function ReceiptPreview({ url, fileName, mimeType, size }: ReceiptPreviewProps) {
  const t = useT();
  const [imageFailed, setImageFailed] = useState(false);
  const kind = previewKind(mimeType, fileName);

  if (kind === 'image') {
    if (imageFailed) {
      return (
        <Alert severity="warning" data-testid="receipt-image-failed">
          {t('dashboards.payments.receipt.imageFailed')}{' '}
          <Link href={url} download={fileName}>
            {t('dashboards.payments.receipt.downloadFile', { fileName })}
          </Link>
        </Alert>
      );
    }
    return (
      <Box sx={{ textAlign: 'center', flex: 1, minHeight: 0 }}>
        <Box
          component="img"
          src={url}
          alt={t('dashboards.payments.receipt.name', { fileName })}
          onError={() => setImageFailed(true)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }

  if (kind === 'pdf') {
    return (
      <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }}>
        <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="receipt-pdf-card">
          <PictureAsPdfIcon color="error" fontSize="large" />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fileName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('dashboards.payments.receipt.pdfCard', { size: receiptSizeKb(size) })}
            </Typography>
          </Box>
        </Paper>
        {/* the inline view, with its own Download and Open in new tab */}
        <PdfViewer src={url} title={t('dashboards.payments.receipt.name', { fileName })} downloadName={fileName} height="50vh" />
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} data-testid="receipt-unsupported">
      <Typography color="text.secondary">{t('dashboards.payments.receipt.previewUnsupported')}</Typography>
      <Button variant="outlined" href={url} download={fileName}>
        {t('dashboards.payments.receipt.downloadFile', { fileName })}
      </Button>
    </Stack>
  );
}
