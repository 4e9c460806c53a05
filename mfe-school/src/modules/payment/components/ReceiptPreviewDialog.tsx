import { MSG } from '@hackathon/contracts';
import { FilePreviewDialog, useObjectUrl } from '@hackathon/ui';
import { useReceiptFile } from '../hooks/useReceiptFile';
import { useT } from '../../../i18n';

export interface ReceiptPreviewDialogProps {
  open: boolean;
  fileId: string | null;
  fileName: string | null;
  fileType: string | null;
  onClose: () => void;
}

/** The stored receipt (GET /payment/receipt/{fileId}) as a PDF in a frame or an image. */
export function ReceiptPreviewDialog({ open, fileId, fileName, fileType, onClose }: ReceiptPreviewDialogProps) {
  const t = useT();
  const file = useReceiptFile(fileId, open);
  const url = useObjectUrl(open ? file.data : null);
  return (
    <FilePreviewDialog
      open={open}
      title={t('school.payment.receipt.previewTitle')}
      onClose={onClose}
      url={url}
      fileName={fileName}
      // the server sends the type sniffed from the bytes
      mimeType={file.data?.type || fileType}
      loading={file.isPending && file.fetchStatus !== 'idle'}
      error={file.isError ? (file.error.status === 404 ? MSG.receiptFileNotFound : file.error.message) : null}
      onRetry={() => void file.refetch()}
    />
  );
}

/** The receipt just chosen on this device, before submission (no download needed). */
export function LocalReceiptPreviewDialog({ file, onClose }: { file: File | null; onClose: () => void }) {
  const t = useT();
  const url = useObjectUrl(file);
  return <FilePreviewDialog open={file !== null} title={t('school.payment.receipt.localPreviewTitle')} onClose={onClose} url={url} fileName={file?.name} mimeType={file?.type} />;
}
