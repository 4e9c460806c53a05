import type { Readable } from 'node:stream';
import { Injectable, NotFoundException } from '@nestjs/common';
import { PAYMENT_VERIFICATION_MSG, paginationOf, type PaymentSubmissionsPage, type PaymentVerificationSort, type PaymentVerificationStats } from '@hackathon/contracts';
import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import { csvStream, type CsvColumn } from '../../common/csv';
import { InjectDb, queryRows, type Db } from '../../database';
import { inScopeFlag, recordExport, requireInScope, type AuditActor, type ReaderScope } from '../../kernel';
import { paymentSubmissions, registrations } from '../../database/schema';
import { ReceiptsService, type ReceiptContent } from '../payments';
import type { PaymentVerificationExportQueryDto, PaymentVerificationQueryDto } from './dto/payment-verification.dto';
import { countSubmissions, selectSubmissions, selectSubmissionsPage, SUBMISSION_SORTS, submissionsWhere, toSubmissionRow, type SubmissionRowData } from './submission-rows';

/** Days a submission counts as recent (the Total card's "+N this week"). */
const RECENT_DAYS = 7;
/** Rows per export batch (one keyset query each, so memory stays flat). */
const EXPORT_BATCH = 1000;

const EXPORT_COLUMNS: ReadonlyArray<CsvColumn<SubmissionRowData>> = [
  { header: 'mail.csv.kvCode', value: (r) => r.schoolCode },
  { header: 'mail.csv.kvName', value: (r) => r.kvName },
  { header: 'mail.csv.fullName', value: (r) => toSubmissionRow(r).fullName },
  { header: 'mail.csv.email', value: (r) => r.email },
  { header: 'mail.csv.district', value: (r) => r.district },
  { header: 'mail.csv.state', value: (r) => r.state },
  { header: 'mail.csv.region', value: (r) => r.region },
  { header: 'mail.csv.referenceNumber', value: (r) => r.paymentReference },
  { header: 'mail.csv.receiptNumber', value: (r) => r.receiptNumber },
  { header: 'mail.csv.paymentStatus', value: (r) => r.paymentStatus },
  { header: 'mail.csv.submittedAt', value: (r) => toSubmissionRow(r).paymentSubmittedAt },
  { header: 'mail.csv.verifiedAt', value: (r) => toSubmissionRow(r).paymentVerifiedAt },
  { header: 'mail.csv.verifiedBy', value: (r) => toSubmissionRow(r).paymentVerifiedBy?.email ?? toSubmissionRow(r).paymentVerifiedBy?.fullName ?? null },
  { header: 'mail.csv.rejectionReason', value: (r) => toSubmissionRow(r).rejectionReason },
  { header: 'mail.csv.notes', value: (r) => r.notes },
  { header: 'mail.csv.receiptFile', value: (r) => r.fileName },
];

const rate = (part: number, total: number): number => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

/** The verification table's reads: the page, the stat cards, the CSV and the receipt, each over the caller's scope. */
@Injectable()
export class PaymentVerificationService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly receipts: ReceiptsService,
  ) {}

  /** One page, newest submission first unless sorted otherwise (a chosen sort ascends unless told), with its total. */
  async list(scope: ReaderScope, q: PaymentVerificationQueryDto): Promise<PaymentSubmissionsPage> {
    const condition = submissionsWhere(scope, q);
    const sort = (q.sort ?? 'submittedAt') as PaymentVerificationSort;
    const order = q.order ?? (q.sort ? 'asc' : 'desc');
    const rows = await selectSubmissionsPage(this.db, condition, { sortBy: SUBMISSION_SORTS[sort], order, page: q.page, limit: q.limit });
    // past the last page no row tells the total: count once
    const total = rows[0]?.total ?? (q.page === 1 ? 0 : await countSubmissions(this.db, condition));
    const pagination = paginationOf(q.page, q.limit, total);
    return { submissions: rows.map(toSubmissionRow), pagination: { ...pagination, totalSubmissions: pagination.total } };
  }

  /** One statement over the scope: the four counts, the week's submissions and the two rates. */
  async stats(scope: ReaderScope): Promise<PaymentVerificationStats> {
    const [row] = await queryRows<Record<'total' | 'recent' | 'verified' | 'pending' | 'rejected', number | string>>(
      this.db,
      sql`select
          count(*) as total,
          count(*) filter (where exists (
            select 1 from ${paymentSubmissions} as recent_ps
             where recent_ps.registration_id = ${registrations.id}
               and recent_ps.submitted_at >= now() - make_interval(days => ${RECENT_DAYS}::int))) as recent,
          count(*) filter (where ${registrations.paymentStatus} = 'verified') as verified,
          count(*) filter (where ${registrations.paymentStatus} = 'submitted') as pending,
          count(*) filter (where ${registrations.paymentStatus} = 'rejected') as rejected
        from ${registrations}
        where ${scope.schools(registrations.schoolCode)} and ${registrations.paymentStatus} <> 'not_submitted'`,
    );
    const n = (key: keyof NonNullable<typeof row>) => Number(row?.[key] ?? 0);
    const total = n('total');
    return {
      totalSubmissions: total,
      recentSubmissions: n('recent'),
      verifiedPayments: n('verified'),
      pendingPayments: n('pending'),
      rejectedPayments: n('rejected'),
      verificationRate: rate(n('verified'), total),
      rejectionRate: rate(n('rejected'), total),
    };
  }

  /**
   * The rows matching the list's filters as a streamed CSV (school code order, keyset batches),
   * recorded in the audit trail ('export.downloaded') with its filters. The first batch is read
   * before the answer starts, so a failing query still gets an error answer.
   */
  async export(actor: AuditActor, scope: ReaderScope, q: PaymentVerificationExportQueryDto): Promise<Readable> {
    const condition = submissionsWhere(scope, q);
    const batch = (after: string | null) =>
      selectSubmissions(this.db, and(condition, after === null ? undefined : gt(registrations.schoolCode, after)))
        .orderBy(asc(registrations.schoolCode))
        .limit(EXPORT_BATCH);
    const first = await batch(null);
    async function* batches(): AsyncGenerator<SubmissionRowData[]> {
      let rows = first;
      for (;;) {
        yield rows;
        if (rows.length < EXPORT_BATCH) return;
        rows = await batch(rows[rows.length - 1]!.schoolCode);
      }
    }
    const stream = csvStream(EXPORT_COLUMNS, batches());
    await recordExport(this.db, actor, stream, 'payment_verification', q);
    return stream;
  }

  /**
   * The receipt of a submission named by its id, or of a registration's newest submission: 404
   * 'Receipt file not found' when there is none, 403 outside the scope; the bytes are read (and
   * their type checked) by the payments module's ReceiptsService.
   */
  async receipt(scope: ReaderScope, id: string): Promise<ReceiptContent> {
    const [row] = await this.db
      .select({ fileId: paymentSubmissions.receiptFileId, inScope: inScopeFlag(scope.schools(registrations.schoolCode)) })
      .from(paymentSubmissions)
      .innerJoin(registrations, eq(registrations.id, paymentSubmissions.registrationId))
      .where(or(eq(paymentSubmissions.id, id), eq(paymentSubmissions.registrationId, id)))
      // the submission named by its own id first, else the registration's newest
      .orderBy(desc(sql`${paymentSubmissions.id} = ${id}`), desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.createdAt))
      .limit(1);
    const found = requireInScope(row, PAYMENT_VERIFICATION_MSG.receiptNotFound);
    if (!found.fileId) throw new NotFoundException(PAYMENT_VERIFICATION_MSG.receiptNotFound);
    return this.receipts.content(scope, found.fileId);
  }
}
