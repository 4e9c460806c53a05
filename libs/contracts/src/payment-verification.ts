/**
 * Payment verification (back-office spec, "Payment Verification screen", sections 3, 4, 7, 8):
 * the wire types of PAYMENT_VERIFICATION_API and the spec's messages of its catalogue, word for word.
 *
 * A "submission" is a REGISTRATION whose payment status is not not_submitted, shown with its newest
 * payment_submissions row; its `_id` is the registration id (the bulk calls take registrationIds).
 * Super admins see every region, region admins their own (from the session, never the request);
 * the platform admin and every other role are refused (spec section 6).
 */
import type { PaymentStatus } from './entities';
import { MSG } from './messages';
import type { ListQuery, Pagination, SortOrder } from './paging';
import type { PaymentSubmitRequest } from './payments';

/** The status filter (spec: all, submitted shown as Pending Verification, verified, rejected). */
export const PAYMENT_VERIFICATION_STATUSES = ['all', 'submitted', 'verified', 'rejected'] as const;
export type PaymentVerificationStatusFilter = (typeof PAYMENT_VERIFICATION_STATUSES)[number];

export const PAYMENT_VERIFICATION_SORTS = ['submittedAt', 'kvCode', 'kvName', 'status', 'verifiedAt'] as const;
export type PaymentVerificationSort = (typeof PAYMENT_VERIFICATION_SORTS)[number];

/** The table's page size when the query names none (the spec does not show one). Max: LIST_MAX_LIMIT (100). */
export const PAYMENT_VERIFICATION_DEFAULT_LIMIT = 20;
/** At most this many registrationIds per bulk call (and per mail preview). */
export const PAYMENT_VERIFICATION_MAX_IDS = 100;
/** Longest rejection reason (characters, after trimming). */
export const PAYMENT_REJECTION_REASON_MAX = 500;
/** Longest verifier's note (characters, after trimming). */
export const PAYMENT_VERIFICATION_NOTES_MAX = 1000;
/** The export's file name (spec section 9). */
export const PAYMENT_VERIFICATION_EXPORT_FILE = 'payment_verification_export.csv';

export type PaymentVerdictAction = 'verify' | 'reject';

/** Who verified or rejected a payment. */
export interface PaymentVerifier {
  fullName: string | null;
  email: string | null;
}

/** One row of the table (spec entity "Payment submission"). Dates are ISO strings. */
export interface PaymentSubmissionRow {
  /** The registration id (use it for verify, reject, bulk and receipt). */
  _id: string;
  fullName: string | null;
  email: string;
  kvCode: string;
  kvName: string;
  district: string;
  state: string;
  region: string;
  referenceNumber: string | null;
  receiptNumber: string | null;
  /** submitted (shown as Pending), verified or rejected. */
  paymentStatus: PaymentStatus;
  paymentSubmittedAt: string | null;
  paymentVerifiedAt: string | null;
  /** Set for verified and rejected payments (who gave the verdict). */
  paymentVerifiedBy: PaymentVerifier | null;
  rejectionReason: string | null;
  notes: string | null;
  hasReceiptFile: boolean;
  receiptFileId: string | null;
  receiptFileName: string | null;
  /** The sniffed type: image/jpeg, image/png, image/gif or application/pdf. */
  receiptFileType: string | null;
  /** Bytes (the screen shows KB with one decimal). */
  receiptFileSize: number | null;
  /** The payment_submissions row's id (null only for a legacy registration without one). */
  submissionId: string | null;
}

/** The spec's Pagination entity: `totalSubmissions` equals `total`. */
export interface PaymentVerificationPagination extends Pagination {
  totalSubmissions: number;
}

/** `GET /payment-verification/list` and `/submissions` data. */
export interface PaymentSubmissionsPage {
  submissions: PaymentSubmissionRow[];
  pagination: PaymentVerificationPagination;
}

/** Query of the list (page, limit default 20, search over name, email, KV code/name, reference and receipt numbers). */
export interface PaymentVerificationQuery extends ListQuery<PaymentVerificationSort> {
  status?: PaymentVerificationStatusFilter;
  /** A region group (NORTH, ... any case) or one of the 25 region names. */
  region?: string;
  sort?: PaymentVerificationSort;
  order?: SortOrder;
}

/** Query of the export: the list's query; every matching row is exported in the list's order (page and limit are accepted and ignored). */
export type PaymentVerificationExportQuery = PaymentVerificationQuery;

/** `GET /payment-verification/stats` data (spec entity "Payment stats"), over the caller's scope. */
export interface PaymentVerificationStats {
  totalSubmissions: number;
  /** Submitted in the last 7 days (the card's "+N this week"). */
  recentSubmissions: number;
  verifiedPayments: number;
  pendingPayments: number;
  rejectedPayments: number;
  /** Percent of totalSubmissions, one decimal (0 when there are none). */
  verificationRate: number;
  rejectionRate: number;
}

/** `PUT /payment-verification/verify/{id}` body. */
export interface PaymentVerifyInput {
  notes?: string;
}

/** `PUT /payment-verification/reject/{id}` body: reason required (trimmed, non-empty). */
export interface PaymentRejectInput {
  reason: string;
  notes?: string;
}

/** `POST /payment-verification/bulk-verify` body: 1..100 distinct registration ids. */
export interface PaymentBulkVerifyInput {
  registrationIds: string[];
  notes?: string;
}

/** `POST /payment-verification/bulk-reject` body. */
export interface PaymentBulkRejectInput {
  registrationIds: string[];
  reason: string;
  notes?: string;
}

export interface PaymentBulkApplied {
  _id: string;
  kvCode: string;
}

export interface PaymentBulkRefused {
  _id: string;
  /** null when the id names no registration the caller can reach. */
  kvCode: string | null;
  message: string;
}

/** Bulk answer (200 even when some items are refused): every item is either applied or refused. */
export interface PaymentBulkResult {
  applied: PaymentBulkApplied[];
  refused: PaymentBulkRefused[];
  appliedCount: number;
  refusedCount: number;
}

/** `POST /payment-verification/mail-preview` body: what the confirm dialog is about to do. */
export interface PaymentMailPreviewInput {
  action: PaymentVerdictAction;
  registrationIds: string[];
  reason?: string;
  notes?: string;
}

/** The exact mail the first selected school will get (subject and plain text) and its recipients. */
export interface PaymentMailPreview {
  subject: string;
  text: string;
  /** The first school's address(es) the mail goes to. */
  recipients: string[];
}

/** `POST /payment-verification/upload` body: the school admin's alias of `POST /payment/submit`. */
export interface PaymentVerificationUploadRequest {
  paymentData: PaymentSubmitRequest;
}

/** The spec's words on the screen. */
export const PAYMENT_VERIFICATION_TEXT = {
  title: 'Payment Verification',
  subtitle: 'Manage and verify payment submissions',
  searchPlaceholder: 'Search by name, email, KV code, reference...',
  pendingVerification: 'Pending Verification',
  totalSubmissions: 'Total Submissions',
  verifiedPayments: 'Verified Payments',
  pendingReview: 'Pending Review',
  rejected: 'Rejected',
  thisWeek: (n: number) => `+${n} this week`,
  selected: (n: number) => `${n} selected`,
  bulkVerify: 'Bulk Verify',
  bulkReject: 'Bulk Reject',
  confirmTitle: (action: PaymentVerdictAction, n: number) =>
    `${action === 'verify' ? 'Verify' : 'Reject'} ${n === 1 ? 'Payment' : 'Payments'}`,
  confirmMessage: (action: PaymentVerdictAction, n: number) => `Are you sure you want to ${action} ${n} payment submission(s)?`,
  additionalNotes: 'Additional Notes',
  rejectionReason: 'Rejection Reason',
} as const;

/** The spec's payment verification catalogue (section 8) plus the server's own words for what it leaves open. */
export const PAYMENT_VERIFICATION_MSG = {
  failedLoad: 'Failed to load payment submissions',
  failedAction: (action: PaymentVerdictAction) => `Failed to ${action} submissions`,
  rejectionReasonRequired: MSG.rejectionReasonRequired,
  selectSubmissions: MSG.selectSubmissions,
  success: (action: PaymentVerdictAction, n: number) => `Successfully ${action === 'verify' ? 'verified' : 'rejected'} ${n} submission(s)`,
  successVerified: (n: number) => `Successfully verified ${n} submission(s)`,
  successRejected: (n: number) => `Successfully rejected ${n} submission(s)`,
  // receipt viewer
  receiptNotFound: 'Receipt file not found',
  receiptServerError: 'Server error while loading receipt',
  receiptLoadFailed: 'Failed to load receipt file',
  noReceiptFile: 'No receipt file available',
  receiptUnable: 'Unable to load receipt file',
  previewUnsupported: 'This file type cannot be previewed. Please download to view.',
  imageFailed: 'Image could not be displayed',
  // list
  refreshed: 'Data refreshed successfully',
  empty: 'No payment submissions found',
  loading: 'Loading payment submissions...',

  // the server's answers (ours; the spec does not word them)
  listLoaded: 'Payment submissions loaded',
  statsLoaded: 'Payment statistics loaded',
  verified: 'Payment verified successfully',
  rejected: 'Payment rejected successfully',
  bulkDone: (applied: number, refused: number) => `${applied} applied, ${refused} refused`,
  mailPreviewReady: 'Mail preview ready',
  notFound: 'Payment submission not found',
  invalidId: 'Invalid registration ID',
  /** The 409 of a verdict on a payment that is no longer submitted (the loser of two verifiers). */
  notSubmitted: (status: PaymentStatus) =>
    status === 'not_submitted'
      ? 'No payment has been submitted for this registration'
      : `This payment has already been ${status}`,
  reasonTooLong: `Rejection reason must be text of at most ${PAYMENT_REJECTION_REASON_MAX} characters`,
  notesTooLong: `Notes must be text of at most ${PAYMENT_VERIFICATION_NOTES_MAX} characters`,
  /** No registrationIds (or an empty list): the spec's own words. */
  idsRequired: MSG.selectSubmissions,
  idsList: 'registrationIds must be a list of registration IDs',
  idsTooMany: `At most ${PAYMENT_VERIFICATION_MAX_IDS} submissions can be processed at once`,
  idsDuplicate: 'registrationIds must not repeat an ID',
  idsInvalid: 'Every registrationId must be a valid registration ID',
  actionInvalid: 'action must be verify or reject',
  paymentDataRequired: 'paymentData must be the payment details (schoolCode, fullName, referenceNumber, receiptNumber, receiptFile)',
} as const;
