import type { FileQuery } from '../queries';
import { endpoint, type Multipart } from '../endpoint';
import type { PaymentInfoData, PaymentSubmitRequest, ReceiptDeleted, ReceiptFileInfo, ReceiptUpload } from '../payments';

/**
 * Payment proof (school dashboard, Payment Info tab) and its receipt files.
 * Upload bodies are multipart/form-data with the file in the field `receipt`; the three upload
 * paths are the integrators' contract and share one handler.
 */
export const PAYMENTS_API = {
  /** 201; 409 unless the registration's payment status is not_submitted or rejected. */
  submit: endpoint<{ data: PaymentInfoData; body: PaymentSubmitRequest }>()('POST', '/payment/submit'),
  /** id: the school code (or the registration _id). */
  info: endpoint<{ data: PaymentInfoData }>()('GET', '/payment/info/:id'),
  uploadReceipt: endpoint<{ data: ReceiptUpload; body: Multipart<'receipt'> }>()('POST', '/mongo-upload/receipt'),
  uploadReceiptGridfs: endpoint<{ data: ReceiptUpload; body: Multipart<'receipt'> }>()('POST', '/mongo-upload/receipt-gridfs'),
  uploadReceiptBinary: endpoint<{ data: ReceiptUpload; body: Multipart<'receipt'> }>()('POST', '/mongo-upload/receipt-binary'),
  receiptInfo: endpoint<{ data: ReceiptFileInfo }>()('GET', '/mongo-upload/receipt/:id/info'),
  deleteReceipt: endpoint<{ data: ReceiptDeleted }>()('DELETE', '/mongo-upload/receipt/:id'),
  /** The file's bytes (not an envelope): call with `responseType: 'blob'`, or use the path as a frame/img src. */
  receipt: endpoint<{ data: Blob; query: FileQuery }>()('GET', '/payment/receipt/:fileId', { kind: 'binary', types: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] }),
} as const;
