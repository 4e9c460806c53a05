import { Injectable } from '@nestjs/common';
import { ReceiptUploadInterceptor } from '../payments';

/** The multipart field of a content upload. */
export const CONTENT_FILE_FIELD = 'file';

/** A content upload is received like a receipt (cap, early refusal, upload slots), from its own field. */
@Injectable()
export class ContentUploadInterceptor extends ReceiptUploadInterceptor {
  protected override readonly field = CONTENT_FILE_FIELD;
}
