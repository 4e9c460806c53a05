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
import { english, message, messageTable, withMembers } from './message-text';
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

/**
 * `GET /payment-verification/regions` (issue 25): the region filter's choices for the caller. The
 * super admin: the six groups and the 25 regions; a region admin: its own region only (the list
 * answers nothing outside it whatever is asked).
 */
export interface PaymentRegionChoices {
  /** Region groups the caller may pick (North, ...; none for a region admin). */
  groups: string[];
  /** Region names as KVS_REGIONS spells them. */
  regions: string[];
}

/** A back-office person who may verify payments (issue 25: who can act on the pending ones). */
export interface PaymentVerifierPerson {
  name: string;
  /** The sign-in name (KVS Admin Login), or null. */
  username: string | null;
  email: string | null;
}

/** One region's pending payments and its region admins. */
export interface PendingPaymentsRegion {
  /** As KVS_REGIONS spells it (or as the directory stores a region outside it). */
  region: string;
  /** Its group (North, ..., Northeast); null for a region outside the 25. */
  group: string | null;
  /** Payments submitted and waiting for a verdict. */
  pending: number;
  /** The longest-waiting submission (ISO 8601), or null. */
  oldestSubmittedAt: string | null;
  verifiers: PaymentVerifierPerson[];
}

/**
 * `GET /payment-verification/pending` (issue 25): what the admin, who may not verify (spec section
 * 6), can see of the pending payments: how many per region, since when, and who can act on them
 * (each region's admins and the super admins). Read only; every region is listed, most pending first.
 */
export interface PendingPaymentsOverview {
  pending: number;
  oldestSubmittedAt: string | null;
  regions: PendingPaymentsRegion[];
  superAdmins: PaymentVerifierPerson[];
}

/** The spec's words on the screen, in the current language. */
export const PAYMENT_VERIFICATION_TEXT = messageTable(english, 'paymentVerificationText', {
  thisWeek: (n: number) => message('paymentVerificationText.thisWeek', { n }),
  selected: (n: number) => message('paymentVerificationText.selected', { n }),
  confirmTitle: (action: PaymentVerdictAction, n: number) => message('paymentVerificationText.confirmTitle', { action, n }),
  confirmMessage: (action: PaymentVerdictAction, n: number) => message('paymentVerificationText.confirmMessage', { action, n }),
});

/** The spec's payment verification catalogue (section 8) plus the server's own words for what it leaves open, in the current language. */
export const PAYMENT_VERIFICATION_MSG = withMembers(
  messageTable(english, 'paymentVerification', {
    failedAction: (action: PaymentVerdictAction) => message('paymentVerification.failedAction', { action }),
    success: (action: PaymentVerdictAction, n: number) => message('paymentVerification.success', { action, n }),
    successVerified: (n: number) => message('paymentVerification.successVerified', { n }),
    successRejected: (n: number) => message('paymentVerification.successRejected', { n }),
    bulkDone: (applied: number, refused: number) => message('paymentVerification.bulkDone', { applied, refused }),
    /** The 409 of a verdict on a payment that is no longer submitted (the loser of two verifiers). */
    notSubmitted: (status: PaymentStatus) => message('paymentVerification.notSubmitted', { status }),
  }),
  {
    get rejectionReasonRequired() {
      return MSG.rejectionReasonRequired;
    },
    get selectSubmissions() {
      return MSG.selectSubmissions;
    },
    get reasonTooLong() {
      return message('paymentVerification.reasonTooLong', { max: PAYMENT_REJECTION_REASON_MAX });
    },
    get notesTooLong() {
      return message('paymentVerification.notesTooLong', { max: PAYMENT_VERIFICATION_NOTES_MAX });
    },
    /** No registrationIds (or an empty list): the spec's own words. */
    get idsRequired() {
      return MSG.selectSubmissions;
    },
    get idsTooMany() {
      return message('paymentVerification.idsTooMany', { max: PAYMENT_VERIFICATION_MAX_IDS });
    },
  },
);
