import { BadRequestException, HttpException, HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { API_MSG, LIMITS, MSG } from '@hackathon/contracts';

/** The multipart field that carries the receipt (the integrators' contract). */
export const RECEIPT_FIELD = 'receipt';

/**
 * Multer kept in memory with hard limits: busboy stops the file stream at LIMITS.receiptMaxBytes
 * (5,242,880) while it arrives, so a larger upload is refused after reading that much, never
 * buffered whole. One file, a few small text fields.
 */
const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: LIMITS.receiptMaxBytes, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 12, headerPairs: 20 },
}).single(RECEIPT_FIELD);

/** Multer's failures as the API's 4xx answers (never a 500). */
export function uploadError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new HttpException({ message: MSG.receiptFileSize, error: 'FILE_TOO_LARGE' }, HttpStatus.PAYLOAD_TOO_LARGE);
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return new BadRequestException(API_MSG.receiptOneFile);
      default:
        return new BadRequestException(API_MSG.validationFailed);
    }
  }
  // busboy: malformed multipart, missing boundary, a client that went away
  return new BadRequestException(MSG.receiptFileRequired);
}

/** Runs the multipart parser for the receipt routes (after the guards: strangers are refused before any byte is read). */
@Injectable()
export class ReceiptUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) => {
      upload(request, response, (error?: unknown) => (error ? reject(uploadError(error)) : resolve()));
    });
    return next.handle();
  }
}
