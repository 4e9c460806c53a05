import { BadRequestException, Body, Controller, Header, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_MSG, PAYMENT_VERIFICATION_API, PAYMENT_VERIFICATION_EXPORT_FILE, PAYMENT_VERIFICATION_MSG, type Role } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { PaymentsService, sendReceipt } from '../payments';
import {
  BulkRejectPaymentsDto,
  BulkVerifyPaymentsDto,
  MailPreviewDto,
  PaymentUploadDto,
  PaymentVerificationExportQueryDto,
  PaymentVerificationQueryDto,
  RejectPaymentDto,
  VerifyPaymentDto } from './dto/payment-verification.dto';
import { PaymentOverviewService } from './payment-overview.service';
import { PaymentVerdictsService } from './payment-verdicts.service';
import { PaymentVerificationService } from './payment-verification.service';

/**
 * Spec section 6: "Payment verification is restricted to region admins and super admins". The
 * platform admin is refused too; a region admin reaches its own region only (ReaderScope).
 */
export const PAYMENT_VERIFIERS: Role[] = ['super_admin', 'region_admin'];
/** `POST /upload` is the school admin's way to send its proof (an alias of POST /payment/submit). */
export const PAYMENT_SENDERS: Role[] = ['school_admin'];
/** Issue 25: the pending payments per region and who can act, read by the admin (who may not verify) and the super admin. */
export const PENDING_PAYMENT_READERS: Role[] = ['admin', 'super_admin'];

/** A registration (or submission) id from the path: 400 unless a UUID, so garbage never reaches SQL. */
const recordId = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(PAYMENT_VERIFICATION_MSG.invalidId) });

@ApiTags('payment-verification')
@ApiBearerAuth()
@Roles(...PAYMENT_VERIFIERS)
@Controller()
export class PaymentVerificationController {
  constructor(
    private readonly reads: PaymentVerificationService,
    private readonly verdicts: PaymentVerdictsService,
    private readonly payments: PaymentsService,
    private readonly overview: PaymentOverviewService,
  ) {}

  @ApiEndpoint(PAYMENT_VERIFICATION_API.regions)
  @ApiOperation({ summary: "The region filter's choices: the six groups and the 25 regions for the super admin, its own region for a region admin" })
  regions(@CallerScope() scope: ReaderScope) {
    return ok(this.overview.regions(scope), API_MSG.paymentsRegionsLoaded);
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.pending)
  @Roles(...PENDING_PAYMENT_READERS)
  @ApiOperation({ summary: 'Read only: pending payments per region (every region, most pending first) and who may verify them (its region admins, the super admins)' })
  async pending(@CallerScope() scope: ReaderScope) {
    return ok(await this.overview.pending(scope), API_MSG.paymentsPendingLoaded);
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.list, PAYMENT_VERIFICATION_API.submissions)
  @ApiOperation({ summary: 'Payment submissions (registrations that sent a payment, with their newest proof), paged; default 20 a page, newest first' })
  @ApiResponse({ status: 400, description: 'A bad page, limit, search, sort, status or region' })
  async list(@CallerScope() scope: ReaderScope, @Query() query: PaymentVerificationQueryDto) {
    return ok(await this.reads.list(scope, query), PAYMENT_VERIFICATION_MSG.listLoaded);
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.stats)
  @ApiOperation({ summary: 'The four stat cards: totals by status, the last 7 days, verification and rejection rates (percent, one decimal)' })
  async stats(@CallerScope() scope: ReaderScope) {
    return ok(await this.reads.stats(scope), PAYMENT_VERIFICATION_MSG.statsLoaded);
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.export)
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "CSV of the submissions matching the list's status, region and search; recorded in the audit trail" })
  @ApiResponse({
    status: 200,
    description: `The CSV file (not an envelope): text/csv; charset=utf-8, attachment \`${PAYMENT_VERIFICATION_EXPORT_FILE}\``
  })
  async export(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Query() query: PaymentVerificationExportQueryDto): Promise<StreamableFile> {
    const stream = await this.reads.export(actor, scope, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${PAYMENT_VERIFICATION_EXPORT_FILE}"` });
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.verify)
  @ApiOperation({ summary: 'Verifies a submitted payment (id: the registration _id); answers the updated row; the school gets a mail and a notification' })
  @ApiResponse({ status: 400, description: `${PAYMENT_VERIFICATION_MSG.invalidId} / ${PAYMENT_VERIFICATION_MSG.notesTooLong}` })
  @ApiResponse({ status: 403, description: 'Another region' })
  @ApiResponse({ status: 404, description: PAYMENT_VERIFICATION_MSG.notFound })
  @ApiResponse({ status: 409, description: `Not submitted (any more), e.g. ${PAYMENT_VERIFICATION_MSG.notSubmitted('verified')}` })
  async verify(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id', recordId) id: string, @Body() dto: VerifyPaymentDto) {
    return ok(await this.verdicts.decide(actor, scope, id.toLowerCase(), { action: 'verify', notes: dto.notes }), PAYMENT_VERIFICATION_MSG.verified);
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.reject)
  @ApiOperation({ summary: 'Rejects a submitted payment with a reason (id: the registration _id); the school gets a mail with the reason and a notification' })
  @ApiResponse({ status: 400, description: `${PAYMENT_VERIFICATION_MSG.rejectionReasonRequired} / ${PAYMENT_VERIFICATION_MSG.reasonTooLong} / ${PAYMENT_VERIFICATION_MSG.invalidId}` })
  @ApiResponse({ status: 403, description: 'Another region' })
  @ApiResponse({ status: 404, description: PAYMENT_VERIFICATION_MSG.notFound })
  @ApiResponse({ status: 409, description: `Not submitted (any more), e.g. ${PAYMENT_VERIFICATION_MSG.notSubmitted('rejected')}` })
  async reject(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id', recordId) id: string, @Body() dto: RejectPaymentDto) {
    return ok(await this.verdicts.decide(actor, scope, id.toLowerCase(), { action: 'reject', reason: dto.reason, notes: dto.notes }), PAYMENT_VERIFICATION_MSG.rejected);
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.bulkVerify)
  @ApiOperation({ summary: 'Verifies each listed payment on its own; answers what was applied and what was refused (and why)' })
  @ApiResponse({ status: 400, description: `${PAYMENT_VERIFICATION_MSG.idsRequired} / ${PAYMENT_VERIFICATION_MSG.idsTooMany} / ${PAYMENT_VERIFICATION_MSG.idsDuplicate} / ${PAYMENT_VERIFICATION_MSG.idsInvalid}` })
  async bulkVerify(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: BulkVerifyPaymentsDto) {
    const result = await this.verdicts.bulk(actor, scope, dto.registrationIds, { action: 'verify', notes: dto.notes });
    return ok(result, PAYMENT_VERIFICATION_MSG.success('verify', result.appliedCount));
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.bulkReject)
  @ApiOperation({ summary: 'Rejects each listed payment on its own with one reason; answers what was applied and what was refused (and why)' })
  @ApiResponse({ status: 400, description: `${PAYMENT_VERIFICATION_MSG.rejectionReasonRequired} / ${PAYMENT_VERIFICATION_MSG.idsRequired} / ${PAYMENT_VERIFICATION_MSG.idsTooMany}` })
  async bulkReject(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: BulkRejectPaymentsDto) {
    const result = await this.verdicts.bulk(actor, scope, dto.registrationIds, { action: 'reject', reason: dto.reason, notes: dto.notes });
    return ok(result, PAYMENT_VERIFICATION_MSG.success('reject', result.appliedCount));
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.mailPreview)
  @ApiOperation({ summary: "The exact mail (subject, text, recipients) the first selected school will get for this verdict; nothing is sent or changed" })
  @ApiResponse({ status: 400, description: `${PAYMENT_VERIFICATION_MSG.actionInvalid} / ${PAYMENT_VERIFICATION_MSG.rejectionReasonRequired} / ${PAYMENT_VERIFICATION_MSG.idsRequired}` })
  @ApiResponse({ status: 404, description: PAYMENT_VERIFICATION_MSG.notFound })
  async mailPreview(@CallerScope() scope: ReaderScope, @Body() dto: MailPreviewDto) {
    const verdict = { action: dto.action, reason: dto.action === 'reject' ? dto.reason : undefined, notes: dto.notes };
    return ok(await this.verdicts.preview(scope, dto.registrationIds, verdict), PAYMENT_VERIFICATION_MSG.mailPreviewReady);
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.receipt)
  @ApiOperation({ summary: "The receipt file itself (not an envelope) of a submission (id: submission id, or a registration _id for its newest); ?download=true for an attachment" })
  @ApiResponse({ status: 403, description: 'Another region' })
  @ApiResponse({ status: 404, description: PAYMENT_VERIFICATION_MSG.receiptNotFound })
  async receipt(@CallerScope() scope: ReaderScope, @Param('id', recordId) id: string, @Query('download') download: string | undefined, @Res() res: Response) {
    const receipt = await this.reads.receipt(scope, id.toLowerCase());
    sendReceipt(res, receipt, download === 'true' || download === '1' ? 'attachment' : 'inline');
  }

  @ApiEndpoint(PAYMENT_VERIFICATION_API.upload)
  @Roles(...PAYMENT_SENDERS)
  @ApiOperation({ summary: "The school admin sends its proof of payment: `{ paymentData }` with POST /payment/submit's body (same rules and answer)" })
  @ApiResponse({ status: 400, description: `${PAYMENT_VERIFICATION_MSG.paymentDataRequired} / the payment form's messages` })
  @ApiResponse({ status: 409, description: `${API_MSG.paymentAlreadySubmitted} / ${API_MSG.paymentAlreadyVerified}` })
  async upload(@CallerScope() scope: ReaderScope, @Body() dto: PaymentUploadDto) {
    return ok(await this.payments.submit(scope, dto.paymentData), API_MSG.paymentSubmitted);
  }
}
