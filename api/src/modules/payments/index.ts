/** What other modules may use of the payments: the module, its services (submit, receipts) and the receipt response. */
export { PaymentsModule } from './payments.module';
export { PaymentsService, SUBMITTABLE } from './payments.service';
export { ReceiptsService } from './receipts.service';
export type { ReceiptContent } from './receipts.service';
export { sendReceipt } from './receipt-headers';
export { SubmitPaymentDto } from './dto/submit-payment.dto';
export { isUuid } from './ids';
export { checkReceipt } from './receipt-content';
export { ReceiptUploadInterceptor, RECEIPT_MAX_REQUEST_BYTES } from './receipt-upload.interceptor';
export type { UploadedReceipt } from './receipts.service';
