import { BadRequestException, HttpException, HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { JUDGE_IMPORT_FIELD, JUDGE_IMPORT_MAX_BYTES, SCHEDULE_MSG } from '@hackathon/contracts';

/** The uploaded CSV as multer hands it over (memory storage). */
export interface UploadedCsv {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/**
 * Multer in memory with hard limits, as the schedule import: busboy stops the file at 2 MB while
 * it arrives (413), one file, no other fields to speak of.
 */
const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: JUDGE_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 20 },
}).single(JUDGE_IMPORT_FIELD);

/** Multer's failures as 4xx answers (never a 500). */
function csvUploadError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
    return new HttpException({ message: SCHEDULE_MSG.tooLarge, error: 'FILE_TOO_LARGE' }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  // another multer limit, or busboy: malformed multipart, missing boundary, a client that went away
  return new BadRequestException(SCHEDULE_MSG.fileRequired);
}

/** Runs the multipart parser for the import routes (after the guards: only an admin's bytes are read). */
@Injectable()
export class JudgeUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) => {
      upload(request, response, (error?: unknown) => (error ? reject(csvUploadError(error)) : resolve()));
    });
    return next.handle();
  }
}

/** The upload's bytes: 400 without a file or with a name that is not .csv. */
export function csvBytes(file: UploadedCsv | undefined): Buffer {
  if (!file || !file.buffer) throw new BadRequestException(SCHEDULE_MSG.fileRequired);
  if (!/\.csv$/i.test(file.originalname ?? '')) throw new BadRequestException(SCHEDULE_MSG.notCsv);
  return file.buffer;
}
