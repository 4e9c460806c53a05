import { Controller, Delete, Get, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, LIMITS, MSG, PAYMENTS_API } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiResult, ok } from '../../common';
import type { ReaderScope } from '../../database';
import { parseFileId } from './ids';
import { RECEIPT_FIELD, ReceiptUploadInterceptor } from './receipt-upload.interceptor';
import { ReceiptsService, type UploadedReceipt } from './receipts.service';
import { RECEIPT_READERS, RECEIPT_WRITERS } from './roles';

const UPLOAD_BODY = {
  schema: {
    type: 'object',
    required: [RECEIPT_FIELD],
    properties: { [RECEIPT_FIELD]: { type: 'string', format: 'binary', description: `JPEG, PNG, GIF or PDF, at most ${LIMITS.receiptMaxBytes} bytes` } },
  },
};

/**
 * Receipt files under the paths integrators already call (`/mongo-upload/...`); the three upload
 * paths share one handler. The storage is ours (the `files` table), whatever the paths say.
 */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('mongo-upload')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Post('receipt')
  @Roles(...RECEIPT_WRITERS)
  @UseInterceptors(ReceiptUploadInterceptor)
  @ApiOperation({ summary: "Uploads a receipt (multipart field 'receipt') for the caller's school" })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResult(PAYMENTS_API.uploadReceipt, 201)
  @ApiResponse({ status: 400, description: `${MSG.receiptFileRequired} / ${MSG.receiptFileType} / ${API_MSG.receiptEmpty}` })
  @ApiResponse({ status: 413, description: MSG.receiptFileSize })
  @ApiResponse({ status: 429, description: `${API_MSG.receiptUploadBusy} / ${API_MSG.receiptUploadsFull} (with Retry-After)` })
  async upload(@CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedReceipt | undefined) {
    return ok(await this.receipts.store(scope, file), API_MSG.receiptUploaded);
  }

  @Post('receipt-gridfs')
  @Roles(...RECEIPT_WRITERS)
  @UseInterceptors(ReceiptUploadInterceptor)
  @ApiOperation({ summary: 'Same as POST /mongo-upload/receipt (kept path)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResult(PAYMENTS_API.uploadReceiptGridfs, 201)
  @ApiResponse({ status: 413, description: MSG.receiptFileSize })
  @ApiResponse({ status: 429, description: `${API_MSG.receiptUploadBusy} / ${API_MSG.receiptUploadsFull} (with Retry-After)` })
  async uploadGridfs(@CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedReceipt | undefined) {
    return this.upload(scope, file);
  }

  @Post('receipt-binary')
  @Roles(...RECEIPT_WRITERS)
  @UseInterceptors(ReceiptUploadInterceptor)
  @ApiOperation({ summary: 'Same as POST /mongo-upload/receipt (kept path)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResult(PAYMENTS_API.uploadReceiptBinary, 201)
  @ApiResponse({ status: 413, description: MSG.receiptFileSize })
  @ApiResponse({ status: 429, description: `${API_MSG.receiptUploadBusy} / ${API_MSG.receiptUploadsFull} (with Retry-After)` })
  async uploadBinary(@CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedReceipt | undefined) {
    return this.upload(scope, file);
  }

  @Get('receipt/:id/info')
  @Roles(...RECEIPT_READERS)
  @ApiOperation({ summary: "A receipt's metadata (never its bytes)" })
  @ApiResult(PAYMENTS_API.receiptInfo)
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: MSG.receiptFileNotFound })
  async info(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.receipts.info(scope, parseFileId(id)), API_MSG.receiptInfoLoaded);
  }

  @Delete('receipt/:id')
  @Roles(...RECEIPT_WRITERS)
  @ApiOperation({ summary: 'Deletes an upload that no payment submission refers to' })
  @ApiResult(PAYMENTS_API.deleteReceipt)
  @ApiResponse({ status: 403, description: 'Another school' })
  @ApiResponse({ status: 404, description: MSG.receiptFileNotFound })
  @ApiResponse({ status: 409, description: API_MSG.receiptInUse })
  async remove(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.receipts.remove(scope, parseFileId(id)), API_MSG.receiptDeleted);
  }
}
