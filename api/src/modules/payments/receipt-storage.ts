import { BadRequestException, type HttpException } from '@nestjs/common';
import type { Request } from 'express';
import { MulterError, type StorageEngine } from 'multer';
import { LIMITS, MSG } from '@hackathon/contracts';
import { sniffReceiptMime, SNIFF_BYTES } from './receipt-content';

/** busboy hands over one byte past multer's fileSize before it reports the limit. */
const MOST_FILE_BYTES = LIMITS.receiptMaxBytes + 1;

export interface ReceiptStorageOptions {
  /** The request's declared length (Content-Length), when it has one: no file in it can be longer. */
  declaredBytes: number | null;
  /** Called at once when the file is refused while it arrives (wrong type, too large), before the body ends. */
  refuse(error: HttpException | MulterError): void;
}

/**
 * Multer's storage for one receipt upload: the file's bytes go straight into one buffer, which is
 * what the checks read and the database driver receives (multer's memoryStorage kept every chunk
 * and then copied them into a second buffer). With a declared length the buffer is allocated once
 * at the largest size the file can have (pages the upload never fills are never touched); without
 * one (a chunked body) the chunks are joined once at the end. The type is sniffed as soon as its
 * first bytes are in, so an HTML page or an archive is refused at once, not after 5 MB; a file over
 * the cap is refused when busboy reports the limit.
 */
export class ReceiptStorage implements StorageEngine {
  constructor(private readonly options: ReceiptStorageOptions) {}

  _handleFile(_req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    const stream = file.stream;
    const declared = this.options.declaredBytes;
    let buffer: Buffer | null = declared === null ? null : Buffer.allocUnsafe(Math.min(declared, MOST_FILE_BYTES));
    let chunks: Buffer[] = [];
    let size = 0;
    let sniffed = false;
    let refused = false;

    const refuse = (error: HttpException | MulterError) => {
      if (refused) return;
      refused = true;
      buffer = null;
      chunks = [];
      this.options.refuse(error);
      // multer stops reading the file and drains the rest of the body
      callback(error);
    };
    const head = (): Buffer => (buffer ? buffer.subarray(0, size) : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));

    stream.on('data', (chunk: Buffer) => {
      if (refused) return;
      if (buffer && size + chunk.length <= buffer.length) {
        chunk.copy(buffer, size);
      } else {
        // more than the declared length said (never for a well-formed request): keep the chunks
        if (buffer) chunks = [buffer.subarray(0, size)];
        buffer = null;
        chunks.push(chunk);
      }
      size += chunk.length;
      if (!sniffed && size >= SNIFF_BYTES) {
        sniffed = true;
        if (!sniffReceiptMime(head())) refuse(new BadRequestException(MSG.receiptFileType));
      }
    });
    // busboy reached the cap (multer also refuses, but only after reading the whole body)
    stream.on('limit', () => refuse(new MulterError('LIMIT_FILE_SIZE', file.fieldname)));
    stream.on('end', () => {
      if (refused) return;
      const data = buffer ? buffer.subarray(0, size) : Buffer.concat(chunks, size);
      buffer = null;
      chunks = [];
      callback(null, { buffer: data, size });
    });
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    // nothing outside this request holds the bytes
    (file as Partial<Express.Multer.File>).buffer = undefined;
    callback(null);
  }
}
