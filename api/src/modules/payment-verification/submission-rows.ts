import type { PaymentSubmissionRow, PaymentVerificationSort } from '@hackathon/contracts';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { regionCondition, searchCondition, type SortMap } from '../../common/paging';
import type { DbOrTx, ReaderScope } from '../../database';
import { accounts, files, paymentSubmissions, registrations } from '../../database/schema';

/**
 * The rows of the verification table: a registration whose payment status is not not_submitted,
 * with the facts of its newest payment submission (the one its status is about), the receipt's
 * metadata (never its bytes) and who gave the verdict.
 */

const qb = new QueryBuilder();

/** The newest submission of each registration (newest submitted_at, then created_at). */
export const latest = qb
  .selectDistinctOn([paymentSubmissions.registrationId], {
    registrationId: paymentSubmissions.registrationId,
    submissionId: paymentSubmissions.id,
    payerName: paymentSubmissions.fullName,
    paymentReference: paymentSubmissions.referenceNumber,
    receiptNumber: paymentSubmissions.receiptNumber,
    receiptFileId: paymentSubmissions.receiptFileId,
    status: paymentSubmissions.status,
    submittedAt: paymentSubmissions.submittedAt,
    verifiedAt: paymentSubmissions.verifiedAt,
    verifiedBy: paymentSubmissions.verifiedBy,
    rejectionReason: paymentSubmissions.rejectionReason,
    notes: paymentSubmissions.notes,
  })
  .from(paymentSubmissions)
  .orderBy(paymentSubmissions.registrationId, desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.createdAt))
  .as('latest');

const verifier = alias(accounts, 'verifier');

const COLUMNS = {
  id: registrations.id,
  schoolCode: registrations.schoolCode,
  registrationName: registrations.fullName,
  email: registrations.email,
  kvName: registrations.kvName,
  district: registrations.district,
  state: registrations.state,
  region: registrations.region,
  paymentStatus: registrations.paymentStatus,
  submissionId: latest.submissionId,
  payerName: latest.payerName,
  paymentReference: latest.paymentReference,
  receiptNumber: latest.receiptNumber,
  receiptFileId: latest.receiptFileId,
  submissionStatus: latest.status,
  submittedAt: latest.submittedAt,
  verifiedAt: latest.verifiedAt,
  rejectionReason: latest.rejectionReason,
  notes: latest.notes,
  fileId: files.id,
  fileName: files.fileName,
  fileType: files.contentType,
  fileSize: files.sizeBytes,
  verifierName: verifier.fullName,
  verifierEmail: sql<string | null>`coalesce(${verifier.email}, ${verifier.username})`,
};

/** The table's query (no WHERE yet): add the condition of `submissionsWhere`, then page or batch it. */
export function selectSubmissions(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(registrations)
    .leftJoin(latest, eq(latest.registrationId, registrations.id))
    .leftJoin(files, eq(files.id, latest.receiptFileId))
    .leftJoin(verifier, eq(verifier.id, latest.verifiedBy))
    .where(condition)
    .$dynamic();
}

/**
 * The table's page query, with the number of matching rows on each row (`count(*) over ()`): the
 * default order (newest submission first) comes from a sub-select no index serves, so PostgreSQL
 * reads every matching row to sort them anyway; counting them in that same pass saves a second one.
 */
export function selectSubmissionsPage(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select({ ...COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(registrations)
    .leftJoin(latest, eq(latest.registrationId, registrations.id))
    .leftJoin(files, eq(files.id, latest.receiptFileId))
    .leftJoin(verifier, eq(verifier.id, latest.verifiedBy))
    .where(condition)
    .$dynamic();
}

export type SubmissionRowData = Awaited<ReturnType<typeof selectSubmissions>>[number];

export const SUBMISSION_SORTS: SortMap<PaymentVerificationSort> = {
  submittedAt: latest.submittedAt,
  kvCode: registrations.schoolCode,
  kvName: registrations.kvName,
  status: registrations.paymentStatus,
  verifiedAt: latest.verifiedAt,
};

/** The filters every read of the table shares: scope, "has sent a payment", status, region, search. */
export interface SubmissionFilters {
  status?: 'submitted' | 'verified' | 'rejected';
  region?: string;
  search?: string;
}

export function submissionsWhere(scope: ReaderScope, filters: SubmissionFilters): SQL | undefined {
  return and(
    scope.schools(registrations.schoolCode),
    ne(registrations.paymentStatus, 'not_submitted'),
    filters.status ? eq(registrations.paymentStatus, filters.status) : undefined,
    regionCondition(registrations.region, filters.region),
    // spec: name, email, KV code, reference...; plus the KV name and the receipt (UTR) number
    searchCondition(
      [
        registrations.fullName,
        latest.payerName,
        registrations.email,
        registrations.schoolCode,
        registrations.kvName,
        latest.paymentReference,
        registrations.referenceNumber,
        latest.receiptNumber,
      ],
      filters.search,
    ),
  );
}

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function toSubmissionRow(r: SubmissionRowData): PaymentSubmissionRow {
  // a verdict is about the newest submission; while it waits there is no verifier, date or reason
  const decided = r.submissionStatus === 'verified' || r.submissionStatus === 'rejected';
  return {
    _id: r.id,
    fullName: r.payerName || r.registrationName || null,
    email: r.email,
    kvCode: r.schoolCode,
    kvName: r.kvName,
    district: r.district,
    state: r.state,
    region: r.region,
    referenceNumber: r.paymentReference ?? null,
    receiptNumber: r.receiptNumber ?? null,
    paymentStatus: r.paymentStatus,
    paymentSubmittedAt: iso(r.submittedAt),
    paymentVerifiedAt: decided ? iso(r.verifiedAt) : null,
    paymentVerifiedBy: decided && (r.verifierName || r.verifierEmail) ? { fullName: r.verifierName || null, email: r.verifierEmail ?? null } : null,
    rejectionReason: r.submissionStatus === 'rejected' ? (r.rejectionReason ?? null) : null,
    notes: r.notes ?? null,
    hasReceiptFile: r.fileId !== null,
    receiptFileId: r.fileId ?? null,
    receiptFileName: r.fileName ?? null,
    receiptFileType: r.fileType ?? null,
    receiptFileSize: r.fileSize ?? null,
    submissionId: r.submissionId ?? null,
  };
}
