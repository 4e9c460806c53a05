import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_MSG,
  PAYMENT_VERIFICATION_MSG,
  type PaymentBulkResult,
  type PaymentMailPreview,
  type PaymentSubmissionRow,
  type PaymentVerdictAction,
  type Locale,
} from '@hackathon/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { actorAccountId, inLocale, inScopeFlag, recordAudit, requireInScope, type AuditActor, type ReaderScope, notifyAccount } from '../../kernel';
import { accounts, paymentSubmissions, registrations } from '../../database/schema';
import type { MailMessage } from '../../mail';
import { BackgroundMailService } from '../../mail';
import { selectSubmissions, toSubmissionRow } from './submission-rows';
import { verdictMail, verdictNotice, type VerdictFacts } from './verdict-notice';

/** A verifier's verdict on one payment. */
export interface Verdict {
  action: PaymentVerdictAction;
  /** Required (non-blank) for 'reject'; the DTOs enforce it. */
  reason?: string;
  notes?: string;
}

/** What a verdict needs of the registration: who to tell, and what to call the school. */
const REGISTRATION_FIELDS = {
  id: registrations.id,
  schoolCode: registrations.schoolCode,
  kvName: registrations.kvName,
  email: registrations.email,
  fullName: registrations.fullName,
  accountId: registrations.accountId,
};

interface Registration {
  id: string;
  schoolCode: string;
  kvName: string;
  email: string;
  fullName: string;
  accountId: string | null;
}

/** Who hears about a registration's payment: its school admin's account (if any), the address the mail goes to, and the account's language. */
interface Recipient {
  accountId: string | null;
  email: string;
  name: string | null;
  /** The school admin's chosen language (null: never chose, or no account): the mail and the notice are written in it, not in the verifier's. */
  language: Locale | null;
}

const STATUS_OF: Record<PaymentVerdictAction, 'verified' | 'rejected'> = { verify: 'verified', reject: 'rejected' };

/**
 * Verify and reject. Only a submitted payment can be decided, by ONE conditional UPDATE of the
 * registration (`... WHERE payment_status = 'submitted'`): of two verifiers acting at once the
 * database lets exactly one change it; the other's update finds nothing to change and is told the
 * status it now has (409). The same transaction records the verdict on the newest submission
 * (when, by whom, reason, notes), the audit entry and the school admin's bell notification. The
 * mail goes out after the commit, in the background: a mail failure is logged and never undoes
 * the verdict.
 */
@Injectable()
export class PaymentVerdictsService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly mail: BackgroundMailService,
  ) {}

  async decide(actor: AuditActor, scope: ReaderScope, registrationId: string, verdict: Verdict): Promise<PaymentSubmissionRow> {
    const { row, mail } = await this.db.transaction(async (tx) => {
      const status = STATUS_OF[verdict.action];
      const [registration] = await tx
        .update(registrations)
        .set({ paymentStatus: status, updatedAt: sql`now()` })
        .where(and(eq(registrations.id, registrationId), scope.schools(registrations.schoolCode), eq(registrations.paymentStatus, 'submitted')))
        .returning(REGISTRATION_FIELDS);
      if (!registration) return this.explainRefusal(tx, scope, registrationId);

      const reason = verdict.action === 'reject' ? (verdict.reason ?? null) : null;
      const notes = verdict.notes ?? null;
      const [submission] = await tx
        .update(paymentSubmissions)
        .set({
          status,
          verifiedAt: sql`now()`,
          // the verifier, when the token's subject is a stored account (null otherwise, never an error)
          verifiedBy: actorAccountId(actor),
          rejectionReason: reason,
          notes,
        })
        .where(and(eq(paymentSubmissions.id, newestSubmissionOf(registration.id)), eq(paymentSubmissions.status, 'submitted')))
        .returning({ id: paymentSubmissions.id, referenceNumber: paymentSubmissions.referenceNumber, receiptNumber: paymentSubmissions.receiptNumber });

      await recordAudit(tx, actor, {
        action: `payment.${status}`,
        entityType: 'payment',
        entityId: registration.id,
        schoolCode: registration.schoolCode,
        reason,
        before: { paymentStatus: 'submitted' },
        after: { paymentStatus: status, submissionId: submission?.id ?? null, notes },
      });

      const recipient = await this.recipientOf(tx, registration);
      const facts = this.factsOf(verdict, registration, recipient, submission ?? null);
      // written for the school admin, in the school admin's language (the verifier's request may be in another)
      const told = inLocale(recipient.language, () => ({ notice: verdictNotice(facts), mail: verdictMail(recipient.email, facts) }));
      if (recipient.accountId) await notifyAccount(tx, recipient.accountId, told.notice);
      return { row: await this.loadRow(tx, registration.id), mail: told.mail };
    });
    this.send(mail);
    return row;
  }

  /** Each id on its own (its own transaction): every one is either applied or refused with the reason. */
  async bulk(actor: AuditActor, scope: ReaderScope, registrationIds: string[], verdict: Verdict): Promise<PaymentBulkResult> {
    const result: PaymentBulkResult = { applied: [], refused: [], appliedCount: 0, refusedCount: 0 };
    for (const id of registrationIds) {
      try {
        const row = await this.decide(actor, scope, id, verdict);
        result.applied.push({ _id: id, kvCode: row.kvCode });
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        result.refused.push({ _id: id, kvCode: await this.kvCodeInScope(scope, id), message: messageOf(error) });
      }
    }
    result.appliedCount = result.applied.length;
    result.refusedCount = result.refused.length;
    return result;
  }

  /** The mail the first selected school would get for this verdict (nothing is sent or changed). */
  async preview(scope: ReaderScope, registrationIds: string[], verdict: Verdict): Promise<PaymentMailPreview> {
    const [first] = registrationIds;
    const [found] = await this.db
      .select({ ...REGISTRATION_FIELDS, inScope: inScopeFlag(scope.schools(registrations.schoolCode)) })
      .from(registrations)
      .where(eq(registrations.id, first!));
    const { inScope: _inScope, ...registration } = requireInScope(found, PAYMENT_VERIFICATION_MSG.notFound);
    const [submission] = await this.db
      .select({ referenceNumber: paymentSubmissions.referenceNumber, receiptNumber: paymentSubmissions.receiptNumber })
      .from(paymentSubmissions)
      .where(eq(paymentSubmissions.registrationId, registration.id))
      .orderBy(desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.createdAt))
      .limit(1);
    const recipient = await this.recipientOf(this.db, registration);
    // the mail as the school admin will read it: in the school admin's language
    const mail = inLocale(recipient.language, () => verdictMail(recipient.email, this.factsOf(verdict, registration, recipient, submission ?? null)));
    return { subject: mail.subject, text: mail.text, recipients: [mail.to] };
  }

  /** Why the conditional update changed nothing: 404, 403, or 409 naming the payment's status now. */
  private async explainRefusal(db: DbOrTx, scope: ReaderScope, registrationId: string): Promise<never> {
    const [row] = await db
      .select({ paymentStatus: registrations.paymentStatus, inScope: inScopeFlag(scope.schools(registrations.schoolCode)) })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    const current = requireInScope(row, PAYMENT_VERIFICATION_MSG.notFound);
    throw new ConflictException(PAYMENT_VERIFICATION_MSG.notSubmitted(current.paymentStatus));
  }

  /**
   * The school admin: the registration's account, else the school's school admin account; the
   * mail goes to that account's address, else to the registration's.
   */
  private async recipientOf(db: DbOrTx, registration: Registration): Promise<Recipient> {
    const [account] = await db
      .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName, language: accounts.language })
      .from(accounts)
      .where(
        registration.accountId
          ? sql`${accounts.id} = ${registration.accountId} or (${accounts.role} = 'school_admin' and ${accounts.schoolCode} = ${registration.schoolCode})`
          : and(eq(accounts.role, 'school_admin'), eq(accounts.schoolCode, registration.schoolCode)),
      )
      .orderBy(desc(sql`${accounts.id} = ${registration.accountId ?? null}`))
      .limit(1);
    return {
      accountId: account?.id ?? null,
      email: account?.email || registration.email,
      name: account?.fullName || registration.fullName || null,
      language: account?.language ?? null,
    };
  }

  private factsOf(
    verdict: Verdict,
    registration: Registration,
    recipient: Recipient,
    submission: { referenceNumber: string; receiptNumber: string } | null,
  ): VerdictFacts {
    return {
      action: verdict.action,
      kvCode: registration.schoolCode,
      kvName: registration.kvName,
      name: recipient.name,
      referenceNumber: submission?.referenceNumber ?? null,
      receiptNumber: submission?.receiptNumber ?? null,
      reason: verdict.action === 'reject' ? (verdict.reason ?? null) : null,
      notes: verdict.notes ?? null,
      dashboardUrl: `${this.config.publicUrl}/school-dashboard`,
    };
  }

  private async loadRow(db: DbOrTx, registrationId: string): Promise<PaymentSubmissionRow> {
    const [row] = await selectSubmissions(db, eq(registrations.id, registrationId));
    if (!row) throw new NotFoundException(PAYMENT_VERIFICATION_MSG.notFound);
    return toSubmissionRow(row);
  }

  /** A refused item's school code, only when the caller may see it (another region's stays unnamed). */
  private async kvCodeInScope(scope: ReaderScope, registrationId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ schoolCode: registrations.schoolCode })
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), scope.schools(registrations.schoolCode)));
    return row?.schoolCode ?? null;
  }

  private send(mail: MailMessage): void {
    this.mail.dispatch(mail);
  }
}

/** The id of a registration's newest submission (the one its payment status is about). */
function newestSubmissionOf(registrationId: string) {
  return sql`(select newest.id from ${paymentSubmissions} as newest where newest.registration_id = ${registrationId} order by newest.submitted_at desc, newest.created_at desc limit 1)`;
}

/** The message of a refused item, as the single call would have answered it. */
function messageOf(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : Array.isArray(message) ? String(message[0]) : API_MSG.forbidden;
}
