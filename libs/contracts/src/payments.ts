/** Payment proof and receipt files as they cross the wire (school dashboard's Payment Info tab). */
import type { PaymentInfo } from './entities';

/** `POST /payment/submit` body. The size/type/name fields are informational: the server uses its stored values. */
export interface PaymentSubmitRequest {
  schoolCode: string;
  fullName: string;
  referenceNumber: string;
  receiptNumber: string;
  /** The fileId returned by `POST /mongo-upload/receipt` (uploaded by this school). */
  receiptFile: string;
  receiptFileName?: string;
  receiptFileSize?: number;
  receiptFileType?: string;
}

/** `GET /payment/info/{id}` and `POST /payment/submit` data. */
export interface PaymentInfoData {
  schoolCode: string;
  registrationId: string;
  paymentInfo: PaymentInfo;
}

/** `POST /mongo-upload/receipt` data: the stored file (fileName is ours, originalName the user's, cleaned). */
export interface ReceiptUpload {
  fileId: string;
  fileName: string;
  originalName: string;
  fileSize: number;
  /** The type sniffed from the bytes: image/jpeg, image/png, image/gif or application/pdf. */
  fileType: string;
}

/** `GET /mongo-upload/receipt/{id}/info` data: metadata only, never the bytes. */
export interface ReceiptFileInfo extends ReceiptUpload {
  schoolCode: string | null;
  sha256: string;
  uploadedAt: string;
  /** True when a payment submission refers to the file (then it cannot be deleted while submitted or verified). */
  inUse: boolean;
}

/** `DELETE /mongo-upload/receipt/{id}` data. */
export interface ReceiptDeleted {
  fileId: string;
  deleted: true;
}
