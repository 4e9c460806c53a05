import { Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, LIMITS, MSG, PAYMENTS_API } from '@hackathon/contracts';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { ReaderScope } from '../../kernel';
import { parseFileId } from './ids';
import { RECEIPT_FIELD, ReceiptUploadInterceptor } from './receipt-upload.interceptor';
import { ReceiptsService, type UploadedReceipt } from './receipts.service';
import { RECEIPT_READERS, RECEIPT_WRITERS } from './roles';

const UPLOAD_BODY = {
  schema: {
    type: 'object',
    required: [RECEIPT_FIELD],
    properties: { [RECEIPT_FIELD]: { type: 'string', format: 'binary', description: `JPEG, PNG, GIF or PDF, at most ${LIMITS.receiptMaxBytes} bytes` } } } };

/**
 * Receipt files under the paths integrators already call (`/mongo-upload/...`); the three upload
 * paths share one handler. The storage is ours (the `files` table), whatever the paths say.
 */
@ApiTags('payments')
@ApiBearerAuth()
@Controller()
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @ApiEndpoint(PAYMENTS_API.uploadReceipt)
  @Roles(...RECEIPT_WRITERS)
  @UseInterceptors(ReceiptUploadInterceptor)
  @ApiOperation({ summary: "Uploads a receipt (multipart field 'receipt') for the caller's school" })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 400, description: `${MSG.receiptFileRequired} / ${MSG.receiptFileType} / ${API_MSG.receiptEmpty}` })
  @ApiResponse({ status: 413, description: MSG.receiptFileSize })
  @ApiResponse({ status: 429, description: `${API_MSG.receiptUploadBusy} / ${API_MSG.receiptUploadsFull} (with Retry-After)` })
  async upload(@CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedReceipt | undefined) {
    return ok(await this.receipts.store(scope, file), API_MSG.receiptUploaded);
  }

  @ApiEndpoint(PAYMENTS_API.uploadReceiptGridfs)
  @Roles(...RECEIPT_WRITERS)
  @UseInterceptors(ReceiptUploadInterceptor)
  @ApiOperation({ summary: 'Same as POST /mongo-upload/receipt (kept path)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 413, description: MSG.receiptFileSize })
  @ApiResponse({ status: 429, description: `${API_MSG.receiptUploadBusy} / ${API_MSG.receiptUploadsFull} (with Retry-After)` })
  async uploadGridfs(@CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedReceipt | undefined) {
    return this.upload(scope, file);
  }

  @ApiEndpoint(PAYMENTS_API.uploadReceiptBinary)
  @Roles(...RECEIPT_WRITERS)
  @UseInterceptors(ReceiptUploadInterceptor)
  @ApiOperation({ summary: 'Same as POST /mongo-upload/receipt (kept path)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 413, description: MSG.receiptFileSize })
  @ApiResponse({ status: 429, description: `${API_MSG.receiptUploadBusy} / ${API_MSG.receiptUploadsFull} (with Retry-After)` })
  async uploadBinary(@CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedReceipt | undefined) {
    return this.upload(scope, file);
  }

  @ApiEndpoint(PAYMENTS_API.receiptInfo)
  @Roles(...RECEIPT_READERS)
  @ApiOperation({ summary: "A receipt's metadata (never its bytes)" })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: MSG.receiptFileNotFound })
  async info(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.receipts.info(scope, parseFileId(id)), API_MSG.receiptInfoLoaded);
  }

  @ApiEndpoint(PAYMENTS_API.deleteReceipt)
  @Roles(...RECEIPT_WRITERS)
  @ApiOperation({ summary: 'Deletes an upload that no payment submission refers to' })
  @ApiResponse({ status: 403, description: 'Another school' })
  @ApiResponse({ status: 404, description: MSG.receiptFileNotFound })
  @ApiResponse({ status: 409, description: API_MSG.receiptInUse })
  async remove(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.receipts.remove(scope, parseFileId(id)), API_MSG.receiptDeleted);
  }
}
