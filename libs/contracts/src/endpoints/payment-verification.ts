import type { FileQuery } from '../queries';
import { endpoint } from '../endpoint';
import type { PaymentVerificationExportQuery, PaymentVerificationQuery } from '../payment-verification';
import type { PaymentInfoData } from '../payments';
import type {
  PaymentBulkRejectInput,
  PaymentBulkResult,
  PaymentBulkVerifyInput,
  PaymentMailPreview,
  PaymentMailPreviewInput,
  PaymentRegionChoices,
  PaymentRejectInput,
  PaymentSubmissionRow,
  PaymentSubmissionsPage,
  PaymentVerificationStats,
  PaymentVerificationUploadRequest,
  PaymentVerifyInput,
  PendingPaymentsOverview,
} from '../payment-verification';

/**
 * Payment verification (super admin: every region; region admin: its own region; every other
 * role 403). Lists take PaymentVerificationQuery as the query string
 * (`callEndpoint(PAYMENT_VERIFICATION_API.list, { params: [], query })`) and answer
 * `data.submissions` + `data.pagination`. `id` is the registration `_id` of a row.
 */
export const PAYMENT_VERIFICATION_API = {
  list: endpoint<{ data: PaymentSubmissionsPage; query: PaymentVerificationQuery }>()('GET', '/payment-verification/list'),
  /** Same handler as `list`. */
  submissions: endpoint<{ data: PaymentSubmissionsPage; query: PaymentVerificationQuery }>()('GET', '/payment-verification/submissions'),
  stats: endpoint<{ data: PaymentVerificationStats }>()('GET', '/payment-verification/stats'),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, `payment_verification_export.csv`.
   * Query: PaymentVerificationExportQuery. Fetch it as a blob with the bearer token.
   */
  export: endpoint<{ data: Blob; query: PaymentVerificationExportQuery }>()('GET', '/payment-verification/export', { kind: 'csv' }),
  /** The region filter's choices for the caller (issue 25): the super admin every group and region, a region admin its own region. */
  regions: endpoint<{ data: PaymentRegionChoices }>()('GET', '/payment-verification/regions'),
  /** Admin and super admin, read only (issue 25): pending payments per region and who can verify them. */
  pending: endpoint<{ data: PendingPaymentsOverview }>()('GET', '/payment-verification/pending'),
  /** Only a submitted payment; 409 (message names the current status) otherwise. Answers the updated row. */
  verify: endpoint<{ data: PaymentSubmissionRow; body: PaymentVerifyInput }>()('PUT', '/payment-verification/verify/:id'),
  /** Reason required ('Rejection reason is required'). Only a submitted payment; 409 otherwise. */
  reject: endpoint<{ data: PaymentSubmissionRow; body: PaymentRejectInput }>()('PUT', '/payment-verification/reject/:id'),
  /** Each item on its own; 200 with applied and refused lists. */
  bulkVerify: endpoint<{ data: PaymentBulkResult; body: PaymentBulkVerifyInput }>()('POST', '/payment-verification/bulk-verify', { status: 200 }),
  bulkReject: endpoint<{ data: PaymentBulkResult; body: PaymentBulkRejectInput }>()('POST', '/payment-verification/bulk-reject', { status: 200 }),
  /** The mail the first selected school will get; nothing is sent or changed. */
  mailPreview: endpoint<{ data: PaymentMailPreview; body: PaymentMailPreviewInput }>()('POST', '/payment-verification/mail-preview', { status: 200 }),
  /** The receipt's bytes (not an envelope): fetch with `responseType: 'blob'`. id: registration id or submission id. 404 'Receipt file not found'. */
  receipt: endpoint<{ data: Blob; query: FileQuery }>()('GET', '/payment-verification/receipt/:id', { kind: 'binary', types: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] }),
  /** The school admin's alias of PAYMENTS_API.submit. 201. */
  upload: endpoint<{ data: PaymentInfoData; body: PaymentVerificationUploadRequest }>()('POST', '/payment-verification/upload'),
} as const;
