import { endpoint, seg } from '../endpoint';
import type { PaymentInfoData, PaymentSubmitRequest, ReceiptDeleted, ReceiptFileInfo, ReceiptUpload } from '../payments';

/**
 * Payment proof (school dashboard, Payment Info tab) and its receipt files.
 * Upload bodies are multipart/form-data with the file in the field `receipt`; the three upload
 * paths are the integrators' contract and share one handler.
 */
export const PAYMENTS_API = {
  /** 201; 409 unless the registration's payment status is not_submitted or rejected. */
  submit: endpoint<PaymentInfoData, PaymentSubmitRequest>()('POST', 'PaymentInfoData', () => '/payment/submit'),
  /** id: the school code (or the registration _id). */
  info: endpoint<PaymentInfoData>()('GET', 'PaymentInfoData', (id: string) => `/payment/info/${seg(id)}`),
  uploadReceipt: endpoint<ReceiptUpload, FormData>()('POST', 'ReceiptUpload', () => '/mongo-upload/receipt'),
  uploadReceiptGridfs: endpoint<ReceiptUpload, FormData>()('POST', 'ReceiptUpload', () => '/mongo-upload/receipt-gridfs'),
  uploadReceiptBinary: endpoint<ReceiptUpload, FormData>()('POST', 'ReceiptUpload', () => '/mongo-upload/receipt-binary'),
  receiptInfo: endpoint<ReceiptFileInfo>()('GET', 'ReceiptFileInfo', (id: string) => `/mongo-upload/receipt/${seg(id)}/info`),
  deleteReceipt: endpoint<ReceiptDeleted>()('DELETE', 'ReceiptDeleted', (id: string) => `/mongo-upload/receipt/${seg(id)}`),
  /** The file's bytes (not an envelope): call with `responseType: 'blob'`, or use the path as a frame/img src. */
  receipt: endpoint<Blob>()('GET', 'binary', (fileId: string) => `/payment/receipt/${seg(fileId)}`),
} as const;
