import { Module } from '@nestjs/common';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { ReceiptsController } from './receipts.controller';
import { ReceiptUploadSlots } from './receipt-upload-slots';
import { ReceiptsService } from './receipts.service';

/** Payment proof (POST /payment/submit, GET /payment/info) and receipt files (/mongo-upload, GET /payment/receipt). */
@Module({
  controllers: [PaymentsController, ReceiptsController],
  providers: [PaymentsService, ReceiptsService, ReceiptUploadSlots],
  // payment verification serves receipts and the upload alias through them
  // the content uploads (issue 25) take the same slots and rules
  exports: [PaymentsService, ReceiptsService, ReceiptUploadSlots],
})
export class PaymentsModule {}
