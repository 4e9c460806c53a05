import type { PaymentSubmissionRow, PaymentVerificationSort } from '@hackathon/contracts';
import { and, asc, desc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { escapeLike, regionCondition, type SortMap } from '../../common/paging';
import type { DbOrTx } from '../../database';
import type { ReaderScope } from '../../kernel';
import { accounts, files, paymentSubmissions, registrations } from '../../database/schema';

/**
 * The rows of the verification table: a registration whose payment status is not not_submitted,
 * with the facts of its newest payment submission (the one its status is about), the receipt's
 * metadata (never its bytes) and who gave the verdict.
 */

const qb = new QueryBuilder();

/** A submission's facts the table shows, under their names in the rows. */
const SUBMISSION_FIELDS = {
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
};

/** The newest submission of each registration (newest submitted_at, then created_at). */
export const latest = qb
  .selectDistinctOn([paymentSubmissions.registrationId], {
    registrationId: paymentSubmissions.registrationId,
    ...SUBMISSION_FIELDS,
    paymentSearch: paymentSubmissions.paymentSearch,
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

/** The same columns with the submission's facts read from the submission table (joined by id) instead of `latest`. */
const PAGE_COLUMNS = {
  ...COLUMNS,
  submissionId: SUBMISSION_FIELDS.submissionId,
  payerName: SUBMISSION_FIELDS.payerName,
  paymentReference: SUBMISSION_FIELDS.paymentReference,
  receiptNumber: SUBMISSION_FIELDS.receiptNumber,
  receiptFileId: SUBMISSION_FIELDS.receiptFileId,
  submissionStatus: SUBMISSION_FIELDS.status,
  submittedAt: SUBMISSION_FIELDS.submittedAt,
  verifiedAt: SUBMISSION_FIELDS.verifiedAt,
  rejectionReason: SUBMISSION_FIELDS.rejectionReason,
  notes: SUBMISSION_FIELDS.notes,
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

export interface SubmissionsPageOptions {
  sortBy: AnyColumn | SQL;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/**
 * One page of the table, each row with the number of matching rows (`count(*) over ()`). The
 * default order (newest submission first) comes from a sub-select no index serves, so PostgreSQL
 * reads every matching row to sort them anyway; the total is counted in that same pass. The page
 * is picked first, from the registrations and their newest submissions alone (ids and sort key),
 * and only its rows are then joined to their submission, receipt and verifier.
 */
export function selectSubmissionsPage(db: DbOrTx, condition: SQL | undefined, o: SubmissionsPageOptions) {
  const direction = o.order === 'desc' ? desc : asc;
  const page = db
    .select({
      registrationId: registrations.id,
      submissionId: sql<string | null>`${latest.submissionId}`.as('page_submission_id'),
      sortKey: sql`${o.sortBy}`.as('page_sort_key'),
      total: sql<number>`count(*) over ()`.as('page_total'),
    })
    .from(registrations)
    .leftJoin(latest, eq(latest.registrationId, registrations.id))
    .where(condition)
    // ties by the registration: a row never shows on two pages
    .orderBy(direction(o.sortBy), asc(registrations.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit)
    .as('submissions_page');
  return db
    .select({ ...PAGE_COLUMNS, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(registrations, eq(registrations.id, page.registrationId))
    .leftJoin(paymentSubmissions, eq(paymentSubmissions.id, page.submissionId))
    .leftJoin(files, eq(files.id, paymentSubmissions.receiptFileId))
    .leftJoin(verifier, eq(verifier.id, paymentSubmissions.verifiedBy))
    .orderBy(direction(page.sortKey), asc(page.registrationId));
}

/** The number of rows of the table matching `condition` (a page past the last tells none). */
export async function countSubmissions(db: DbOrTx, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .leftJoin(latest, eq(latest.registrationId, registrations.id))
    .where(condition);
  return row?.n ?? 0;
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

/**
 * The search: a case-insensitive substring of any of the searched fields (spec: name, email, KV
 * code, reference...; plus the KV name and the receipt (UTR) number), the same rows as an ILIKE per
 * field (common/paging's searchCondition). Each table keeps its fields lowered and joined
 * (`payment_search`, migration 0017): one LIKE of the lowered term per table, where eight ILIKEs
 * lowered every value again (a common term reads every row of the list).
 */
function searchOf(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${escapeLike(trimmed)}%`;
  return sql`(${registrations.paymentSearch} like lower(${pattern}) or ${latest.paymentSearch} like lower(${pattern}))`;
}

export function submissionsWhere(scope: ReaderScope, filters: SubmissionFilters): SQL | undefined {
  return and(
    scope.schools(registrations.schoolCode),
    ne(registrations.paymentStatus, 'not_submitted'),
    filters.status ? eq(registrations.paymentStatus, filters.status) : undefined,
    regionCondition(registrations.region, filters.region),
    searchOf(filters.search),
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
