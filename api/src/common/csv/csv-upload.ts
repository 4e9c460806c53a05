import { BadRequestException, HttpException, HttpStatus, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { CSV_MSG } from '@hackathon/contracts';

/** The uploaded CSV as multer hands it over (memory storage). */
export interface UploadedCsv {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** Multer's failures as 4xx answers (never a 500). */
export function csvUploadError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
    return new HttpException({ message: CSV_MSG.tooLarge, error: 'FILE_TOO_LARGE' }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  // another multer limit, or busboy: malformed multipart, missing boundary, a client that went away
  return new BadRequestException(CSV_MSG.fileRequired);
}

/**
 * Runs the multipart parser for a CSV import's routes (after the guards: only the bytes of a caller
 * the route allows are read). Multer in memory with hard limits, as the receipt upload: busboy stops
 * the file at `maxBytes` while it arrives (413), one file, no other fields to speak of. An import
 * names its field and cap in an @Injectable() subclass.
 */
export abstract class CsvUploadInterceptor implements NestInterceptor {
  /** The multipart field that carries the file. */
  protected abstract readonly field: string;
  /** The largest file (bytes). */
  protected abstract readonly maxBytes: number;
  private upload?: RequestHandler;

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const upload = (this.upload ??= multer({
      storage: multer.memoryStorage(),
      defParamCharset: 'utf8',
      limits: { fileSize: this.maxBytes, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 20 },
    }).single(this.field));
    await new Promise<void>((resolve, reject) => {
      upload(request, response, (error?: unknown) => (error ? reject(csvUploadError(error)) : resolve()));
    });
    return next.handle();
  }
}

/** The upload's bytes: 400 without a file or with a name that is not .csv. */
export function csvBytes(file: UploadedCsv | undefined): Buffer {
  if (!file || !file.buffer) throw new BadRequestException(CSV_MSG.fileRequired);
  if (!/\.csv$/i.test(file.originalname ?? '')) throw new BadRequestException(CSV_MSG.notCsv);
  return file.buffer;
}
