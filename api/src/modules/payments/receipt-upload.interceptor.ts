import { BadRequestException, HttpException, HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { API_MSG, LIMITS, MSG } from '@hackathon/contracts';
import type { AuthUser } from '../../auth';
import { ReceiptStorage } from './receipt-storage';
import { ReceiptUploadSlots } from './receipt-upload-slots';

/** The multipart field that carries the receipt (the integrators' contract). */
export const RECEIPT_FIELD = 'receipt';

/**
 * The most a receipt upload's body may declare: the file at its cap plus room for the multipart
 * framing and the few small fields multer allows. A larger Content-Length is refused (413) before
 * any of the body is read.
 */
export const RECEIPT_MAX_REQUEST_BYTES = LIMITS.receiptMaxBytes + 64 * 1024;

/** Multer's hard limits: one file of at most LIMITS.receiptMaxBytes (5,242,880), a few small text fields. */
const UPLOAD_LIMITS = { fileSize: LIMITS.receiptMaxBytes, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 12, headerPairs: 20 };

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

/**
 * Runs the multipart parser for the receipt routes (after the guards: strangers are refused before
 * any byte is read). In order: a declared length over RECEIPT_MAX_REQUEST_BYTES is 413 at once; the
 * account takes one of its upload slots (429 when it has none: ReceiptUploadSlots); the file is
 * received into one buffer (ReceiptStorage), and a wrong type or a file over the cap is answered as
 * soon as it shows, without waiting for the rest of the body.
 */
@Injectable()
export class ReceiptUploadInterceptor implements NestInterceptor {
  /** The multipart field that carries the file. */
  protected readonly field: string = RECEIPT_FIELD;

  constructor(private readonly slots: ReceiptUploadSlots) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthUser }>();
    const response = http.getResponse<Response>();
    const declared = declaredLength(request);
    if (declared !== null && declared > RECEIPT_MAX_REQUEST_BYTES) {
      // never going to be read: no keep-alive that would wait for (or drain) gigabytes
      response.setHeader('Connection', 'close');
      throw uploadError(new MulterError('LIMIT_FILE_SIZE', this.field));
    }
    const release = this.slots.acquire(request.user?.sub ?? '');
    response.once('close', release);
    try {
      await receive(request, response, declared, this.field);
    } catch (error) {
      release();
      throw error;
    }
    return next.handle();
  }
}

/** Content-Length as a number; null without one (a chunked body). */
function declaredLength(request: Request): number | null {
  const header = request.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return null;
  return Number(header);
}

/** Multer into ReceiptStorage; settles at the first refusal (multer itself only answers after draining the body). */
function receive(request: Request, response: Response, declared: number | null, field: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // a chunked body has no end we know of: close the connection rather than drain it
      if (declared === null && !request.complete && !response.headersSent) response.setHeader('Connection', 'close');
      reject(uploadError(error));
    };
    const storage = new ReceiptStorage({ declaredBytes: declared, refuse: fail });
    const upload = multer({ storage, defParamCharset: 'utf8', limits: UPLOAD_LIMITS }).single(field);
    upload(request, response, (error?: unknown) => {
      if (error) fail(error);
      else if (!settled) {
        settled = true;
        resolve();
      }
    });
  });
}
