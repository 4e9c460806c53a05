import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { API_MSG, type PaymentInfo, type PaymentInfoData, type PaymentStatus } from '@hackathon/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { inScopeFlag, requireInScope, type ReaderScope } from '../../kernel';
import { files, paymentSubmissions, registrations } from '../../database/schema';
import type { SubmitPaymentDto } from './dto/submit-payment.dto';
import { foreignKeyViolation, parseRegistrationRef } from './ids';

/** The statuses from which a school may send (or resend) its proof of payment (spec section 4). */
export const SUBMITTABLE: PaymentStatus[] = ['not_submitted', 'rejected'];

interface RegistrationRef {
  id: string;
  schoolCode: string;
  paymentStatus: PaymentStatus;
}

/** A school's proof of payment: submit it once per review round, read the newest one. */
@Injectable()
export class PaymentsService {
  constructor(@InjectDb() private readonly db: Db) {}

  async info(scope: ReaderScope, rawId: string): Promise<PaymentInfoData> {
    const ref = parseRegistrationRef(rawId);
    if (ref.kind === 'schoolCode') scope.assertMayReachSchool(ref.value);
    const [row] = await this.db
      .select({ id: registrations.id, schoolCode: registrations.schoolCode, paymentStatus: registrations.paymentStatus, inScope: inScopeFlag(scope.schools(registrations.schoolCode)) })
      .from(registrations)
      .where(ref.kind === 'id' ? eq(registrations.id, ref.value) : eq(registrations.schoolCode, ref.value));
    return this.view(this.db, requireInScope(row, API_MSG.registrationNotFound));
  }

  /**
   * One transaction: the registration moves to 'submitted' only from not_submitted or rejected (a
   * conditional UPDATE, so of 20 simultaneous submissions exactly one wins and the others see the
   * new status), the receipt must be this school's upload (locked against deletion), and the
   * submission row is written. Any refusal rolls all of it back.
   */
  async submit(scope: ReaderScope, dto: SubmitPaymentDto): Promise<PaymentInfoData> {
    scope.assertMayReachSchool(dto.schoolCode);
    try {
      return await this.db.transaction(async (tx) => {
        const [registration] = await tx
          .update(registrations)
          .set({ paymentStatus: 'submitted', updatedAt: new Date() })
          .where(and(eq(registrations.schoolCode, dto.schoolCode), scope.schools(registrations.schoolCode), inArray(registrations.paymentStatus, SUBMITTABLE)))
          .returning({ id: registrations.id, schoolCode: registrations.schoolCode, paymentStatus: registrations.paymentStatus });
        if (!registration) await this.explainRefusal(tx, scope, dto.schoolCode);

        const [file] = await tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.id, dto.receiptFile), eq(files.ownerSchoolCode, dto.schoolCode), scope.schools(files.ownerSchoolCode)))
          .for('key share');
        if (!file) throw new BadRequestException(API_MSG.receiptNotYours);

        await tx.insert(paymentSubmissions).values({
          registrationId: registration.id,
          fullName: dto.fullName,
          referenceNumber: dto.referenceNumber,
          receiptNumber: dto.receiptNumber,
          receiptFileId: file.id,
          status: 'submitted',
        });
        return this.view(tx, registration);
      });
    } catch (error) {
      // the receipt was deleted while we wrote: nothing was kept
      if (foreignKeyViolation(error)) throw new BadRequestException(API_MSG.receiptNotYours);
      throw error;
    }
  }

  /** Why the conditional update changed nothing: 404, 403, or 409 with the current status. */
  private async explainRefusal(db: DbOrTx, scope: ReaderScope, schoolCode: string): Promise<never> {
    const [row] = await db
      .select({ paymentStatus: registrations.paymentStatus, inScope: inScopeFlag(scope.schools(registrations.schoolCode)) })
      .from(registrations)
      .where(eq(registrations.schoolCode, schoolCode));
    const current = requireInScope(row, API_MSG.registrationNotFound);
    throw new ConflictException(current.paymentStatus === 'verified' ? API_MSG.paymentAlreadyVerified : API_MSG.paymentAlreadySubmitted);
  }

  /** The registration's status with the facts of its newest submission (nulls when there is none). */
  private async view(db: DbOrTx, registration: RegistrationRef): Promise<PaymentInfoData> {
    const [latest] = await db
      .select({
        fullName: paymentSubmissions.fullName,
        referenceNumber: paymentSubmissions.referenceNumber,
        receiptNumber: paymentSubmissions.receiptNumber,
        receiptFileId: paymentSubmissions.receiptFileId,
        status: paymentSubmissions.status,
        submittedAt: paymentSubmissions.submittedAt,
        verifiedAt: paymentSubmissions.verifiedAt,
        rejectionReason: paymentSubmissions.rejectionReason,
        fileName: files.fileName,
        fileSize: files.sizeBytes,
        fileType: files.contentType,
      })
      .from(paymentSubmissions)
      .leftJoin(files, eq(files.id, paymentSubmissions.receiptFileId))
      .where(eq(paymentSubmissions.registrationId, registration.id))
      .orderBy(desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.createdAt))
      .limit(1);
    const paymentInfo: PaymentInfo = {
      paymentStatus: registration.paymentStatus,
      fullName: latest?.fullName ?? null,
      referenceNumber: latest?.referenceNumber ?? null,
      receiptNumber: latest?.receiptNumber ?? null,
      receiptFile: latest?.receiptFileId ?? null,
      receiptFileName: latest?.fileName ?? null,
      receiptFileSize: latest?.fileSize ?? null,
      receiptFileType: latest?.fileType ?? null,
      submittedAt: latest?.submittedAt.toISOString() ?? null,
      // the review date is a verification date only when the review verified it
      verifiedAt: latest?.status === 'verified' ? (latest.verifiedAt?.toISOString() ?? null) : null,
      rejectionReason: latest?.status === 'rejected' ? (latest.rejectionReason ?? null) : null,
    };
    return { schoolCode: registration.schoolCode, registrationId: registration.id, paymentInfo };
  }
}
