import { endpoint, seg } from '../endpoint';
import type { PaymentInfoData } from '../payments';
import type {
  PaymentBulkRejectInput,
  PaymentBulkResult,
  PaymentBulkVerifyInput,
  PaymentMailPreview,
  PaymentMailPreviewInput,
  PaymentRejectInput,
  PaymentSubmissionRow,
  PaymentSubmissionsPage,
  PaymentVerificationStats,
  PaymentVerificationUploadRequest,
  PaymentVerifyInput,
} from '../payment-verification';

/**
 * Payment verification (super admin: every region; region admin: its own region; every other
 * role 403). Lists take PaymentVerificationQuery as the query string
 * (`callEndpoint(PAYMENT_VERIFICATION_API.list, { params: [], query })`) and answer
 * `data.submissions` + `data.pagination`. `id` is the registration `_id` of a row.
 */
export const PAYMENT_VERIFICATION_API = {
  list: endpoint<PaymentSubmissionsPage>()('GET', 'PaymentSubmissionsPage', () => '/payment-verification/list'),
  /** Same handler as `list`. */
  submissions: endpoint<PaymentSubmissionsPage>()('GET', 'PaymentSubmissionsPage', () => '/payment-verification/submissions'),
  stats: endpoint<PaymentVerificationStats>()('GET', 'PaymentVerificationStats', () => '/payment-verification/stats'),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, `payment_verification_export.csv`.
   * Query: PaymentVerificationExportQuery. Fetch it as a blob with the bearer token.
   */
  export: endpoint<Blob>()('GET', 'binary', () => '/payment-verification/export'),
  /** Only a submitted payment; 409 (message names the current status) otherwise. Answers the updated row. */
  verify: endpoint<PaymentSubmissionRow, PaymentVerifyInput>()('PUT', 'PaymentSubmissionRow', (id: string) => `/payment-verification/verify/${seg(id)}`),
  /** Reason required ('Rejection reason is required'). Only a submitted payment; 409 otherwise. */
  reject: endpoint<PaymentSubmissionRow, PaymentRejectInput>()('PUT', 'PaymentSubmissionRow', (id: string) => `/payment-verification/reject/${seg(id)}`),
  /** Each item on its own; 200 with applied and refused lists. */
  bulkVerify: endpoint<PaymentBulkResult, PaymentBulkVerifyInput>()('POST', 'PaymentBulkResult', () => '/payment-verification/bulk-verify'),
  bulkReject: endpoint<PaymentBulkResult, PaymentBulkRejectInput>()('POST', 'PaymentBulkResult', () => '/payment-verification/bulk-reject'),
  /** The mail the first selected school will get; nothing is sent or changed. */
  mailPreview: endpoint<PaymentMailPreview, PaymentMailPreviewInput>()('POST', 'PaymentMailPreview', () => '/payment-verification/mail-preview'),
  /** The receipt's bytes (not an envelope): fetch with `responseType: 'blob'`. id: registration id or submission id. 404 'Receipt file not found'. */
  receipt: endpoint<Blob>()('GET', 'binary', (id: string) => `/payment-verification/receipt/${seg(id)}`),
  /** The school admin's alias of PAYMENTS_API.submit. 201. */
  upload: endpoint<PaymentInfoData, PaymentVerificationUploadRequest>()('POST', 'PaymentInfoData', () => '/payment-verification/upload'),
} as const;
