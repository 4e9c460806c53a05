import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_MSG, MSG, PAYMENTS_API } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { SubmitPaymentDto } from './dto/submit-payment.dto';
import { parseFileId } from './ids';
import { sendReceipt } from './receipt-headers';
import { PaymentsService } from './payments.service';
import { ReceiptsService } from './receipts.service';
import { RECEIPT_READERS, RECEIPT_WRITERS } from './roles';

@ApiTags('payments')
@ApiBearerAuth()
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly receipts: ReceiptsService,
  ) {}

  @ApiEndpoint(PAYMENTS_API.submit)
  @Roles(...RECEIPT_WRITERS)
  @ApiOperation({ summary: "Sends the school's proof of payment (only from not_submitted or rejected); status becomes submitted" })
  @ApiResponse({ status: 400, description: `${MSG.fullNameRequired} / ${MSG.referenceRequired} / ${MSG.receiptNumberRequired} / ${MSG.receiptFileRequired} / ${API_MSG.receiptNotYours}` })
  @ApiResponse({ status: 403, description: 'Another school' })
  @ApiResponse({ status: 409, description: `${API_MSG.paymentAlreadySubmitted} / ${API_MSG.paymentAlreadyVerified}` })
  async submit(@CallerScope() scope: ReaderScope, @Body() dto: SubmitPaymentDto) {
    return ok(await this.payments.submit(scope, dto), API_MSG.paymentSubmitted);
  }

  @ApiEndpoint(PAYMENTS_API.info)
  @Roles(...RECEIPT_READERS)
  @ApiOperation({ summary: "A school's payment status and newest submission; id = school code or registration _id" })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.registrationNotFound })
  async info(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.payments.info(scope, id), API_MSG.paymentInfoLoaded);
  }

  @ApiEndpoint(PAYMENTS_API.receipt)
  @Roles(...RECEIPT_READERS)
  @ApiOperation({ summary: 'The receipt file itself (not an envelope), inline for the preview; ?download=true for an attachment' })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: MSG.receiptFileNotFound })
  async receipt(@CallerScope() scope: ReaderScope, @Param('fileId') fileId: string, @Query('download') download: string | undefined, @Res() res: Response) {
    const receipt = await this.receipts.content(scope, parseFileId(fileId));
    sendReceipt(res, receipt, download === 'true' || download === '1' ? 'attachment' : 'inline');
  }
}
