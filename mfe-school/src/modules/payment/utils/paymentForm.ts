import { LIMITS, MSG, RECEIPT_EXTENSIONS, RECEIPT_MIME_TYPES, type PaymentSubmitRequest, type ReceiptUpload } from '@hackathon/contracts';

export interface PaymentFormValues {
  fullName: string;
  referenceNumber: string;
  receiptNumber: string;
}

export type PaymentField = keyof PaymentFormValues | 'receiptFile';
export type PaymentFormErrors = Partial<Record<PaymentField, string>>;

export const EMPTY_PAYMENT_FORM: PaymentFormValues = { fullName: '', referenceNumber: '', receiptNumber: '' };

/** The four required fields with trimmed text non-empty, the receipt uploaded (participant spec, section 5). */
export function validatePaymentForm(values: PaymentFormValues, receipt: ReceiptUpload | null): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (!values.fullName.trim()) errors.fullName = MSG.fullNameRequired;
  if (!values.referenceNumber.trim()) errors.referenceNumber = MSG.referenceRequired;
  if (!values.receiptNumber.trim()) errors.receiptNumber = MSG.receiptNumberRequired;
  if (!receipt) errors.receiptFile = MSG.receiptFileRequired;
  return errors;
}

export const PAYMENT_FIELDS: readonly PaymentField[] = ['fullName', 'referenceNumber', 'receiptNumber', 'receiptFile'];

/**
 * The chosen file before it is sent: JPEG, JPG, PNG, GIF or PDF, under 5 MB. The server decides
 * the type again from the bytes; this only spares a pointless upload.
 */
export function checkReceiptFile(file: { name: string; type: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk = type === 'image/jpg' || (RECEIPT_MIME_TYPES as readonly string[]).includes(type);
  const extOk = (RECEIPT_EXTENSIONS as readonly string[]).includes(ext);
  // a browser may report no type at all: the extension decides then
  if (!(type ? typeOk : extOk)) return MSG.receiptFileType;
  if (file.size > LIMITS.receiptMaxBytes) return MSG.receiptFileSize;
  return null;
}

export function toPaymentSubmit(values: PaymentFormValues, receipt: ReceiptUpload, schoolCode: string): PaymentSubmitRequest {
  return {
    schoolCode,
    fullName: values.fullName.trim(),
    referenceNumber: values.referenceNumber.trim(),
    receiptNumber: values.receiptNumber.trim(),
    receiptFile: receipt.fileId,
    receiptFileName: receipt.originalName || receipt.fileName,
    receiptFileSize: receipt.fileSize,
    receiptFileType: receipt.fileType,
  };
}
