import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { API_MSG, MSG, type ReceiptDeleted, type ReceiptFileInfo, type ReceiptUpload } from '@hackathon/contracts';
import { and, desc, eq, getTableName, ne, notExists, sql } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import { inScopeFlag, requireInScope, type ReaderScope } from '../../kernel';
import { files, paymentSubmissions } from '../../database/schema';
import { foreignKeyViolation } from './ids';
import { checkReceipt, RECEIPT_EXTENSION, type ReceiptMime } from './receipt-content';
import { cleanOriginalName, storedName } from './receipt-names';

/** What the upload interceptor hands over (ReceiptStorage's file: its bytes in one buffer). */
export interface UploadedReceipt {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** A stored receipt with its bytes, for serving. */
export interface ReceiptContent {
  fileId: string;
  originalName: string;
  contentType: ReceiptMime;
  extension: string;
  data: Buffer;
}

/** Unsubmitted uploads a school keeps; older ones are removed when it uploads another. */
export const UNSUBMITTED_KEEP = 5;

const fileColumns = {
  id: files.id,
  ownerSchoolCode: files.ownerSchoolCode,
  fileName: files.fileName,
  contentType: files.contentType,
  sizeBytes: files.sizeBytes,
  sha256: files.sha256,
  createdAt: files.createdAt,
};

/**
 * Is the file referenced by any payment submission? Spelled with qualified names: Drizzle renders
 * columns in a select list without their table, which inside this subquery would mean the
 * submission's own id.
 */
const referenced = sql<boolean>`exists (select 1 from ${paymentSubmissions} where ${sql.identifier(getTableName(paymentSubmissions))}.${sql.identifier(paymentSubmissions.receiptFileId.name)} = ${sql.identifier(getTableName(files))}.${sql.identifier(files.id.name)})`.mapWith(Boolean);

/** Receipt files: checked, stored in `files` (bytea) under the caller's school, read back in scope. */
@Injectable()
export class ReceiptsService {
  constructor(@InjectDb() private readonly db: Db) {}

  async store(scope: ReaderScope, upload: UploadedReceipt | undefined): Promise<ReceiptUpload> {
    // the route admits school admins only (RECEIPT_WRITERS); a token without its school gets 403
    const schoolCode = scope.ownSchool();
    if (!upload) throw new BadRequestException(MSG.receiptFileRequired);
    if (upload.size === 0 || upload.buffer.length === 0) throw new BadRequestException(API_MSG.receiptEmpty);
    const checked = checkReceipt(upload.buffer);
    if (!checked) throw new BadRequestException(MSG.receiptFileType);

    const originalName = cleanOriginalName(upload.originalname, checked.extension);
    const [row] = await this.db
      .insert(files)
      .values({
        ownerSchoolCode: schoolCode,
        fileName: originalName,
        contentType: checked.mime,
        sizeBytes: checked.data.length,
        sha256: createHash('sha256').update(checked.data).digest('hex'),
        data: checked.data,
      })
      .returning({ id: files.id });
    await this.pruneUnsubmitted(schoolCode, row.id);
    return { fileId: row.id, fileName: storedName(row.id, checked.extension), originalName, fileSize: checked.data.length, fileType: checked.mime };
  }

  async info(scope: ReaderScope, fileId: string): Promise<ReceiptFileInfo> {
    const row = requireInScope(
      (await this.db.select({ ...fileColumns, inUse: referenced, inScope: inScopeFlag(scope.schools(files.ownerSchoolCode)) }).from(files).where(eq(files.id, fileId)))[0],
      MSG.receiptFileNotFound,
    );
    const extension = extensionOf(row.contentType);
    return {
      fileId: row.id,
      fileName: storedName(row.id, extension),
      originalName: row.fileName,
      fileSize: row.sizeBytes,
      fileType: row.contentType,
      schoolCode: row.ownerSchoolCode,
      sha256: row.sha256,
      uploadedAt: row.createdAt.toISOString(),
      inUse: row.inUse,
    };
  }

  /** Deletes an upload that no payment submission refers to (a submitted proof stays, whatever its status). */
  async remove(scope: ReaderScope, fileId: string): Promise<ReceiptDeleted> {
    requireInScope(
      (await this.db.select({ id: files.id, inScope: inScopeFlag(scope.schools(files.ownerSchoolCode)) }).from(files).where(eq(files.id, fileId)))[0],
      MSG.receiptFileNotFound,
    );
    let deleted: { id: string }[];
    try {
      deleted = await this.db
        .delete(files)
        .where(and(eq(files.id, fileId), scope.schools(files.ownerSchoolCode), sql`not ${referenced}`))
        .returning({ id: files.id });
    } catch (error) {
      // a submission took the file between our check and the delete
      if (foreignKeyViolation(error)) throw new ConflictException(API_MSG.receiptInUse);
      throw error;
    }
    if (deleted.length === 0) throw new ConflictException(API_MSG.receiptInUse);
    return { fileId, deleted: true };
  }

  async content(scope: ReaderScope, fileId: string): Promise<ReceiptContent> {
    const row = requireInScope(
      (
        await this.db
          .select({ id: files.id, fileName: files.fileName, contentType: files.contentType, data: files.data, inScope: inScopeFlag(scope.schools(files.ownerSchoolCode)) })
          .from(files)
          .where(eq(files.id, fileId))
      )[0],
      MSG.receiptFileNotFound,
    );
    const contentType = row.contentType in RECEIPT_EXTENSION ? (row.contentType as ReceiptMime) : null;
    // only types we sniffed are ever served; anything else in the table is not a receipt
    if (!contentType) throw new ForbiddenException(API_MSG.forbidden);
    return { fileId: row.id, originalName: row.fileName, contentType, extension: RECEIPT_EXTENSION[contentType], data: row.data };
  }

  /**
   * Keeps a school's unsubmitted uploads bounded: all but the newest UNSUBMITTED_KEEP are removed.
   * Best effort: a submission racing for one of them wins (the foreign key refuses the delete).
   */
  private async pruneUnsubmitted(schoolCode: string, justStored: string): Promise<void> {
    const keep = this.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerSchoolCode, schoolCode), sql`not ${referenced}`))
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(UNSUBMITTED_KEEP);
    try {
      await this.db
        .delete(files)
        .where(
          and(
            eq(files.ownerSchoolCode, schoolCode),
            ne(files.id, justStored),
            notExists(this.db.select({ one: sql`1` }).from(paymentSubmissions).where(eq(paymentSubmissions.receiptFileId, files.id))),
            sql`${files.id} not in (${keep})`,
          ),
        );
    } catch {
      // the next upload tries again
    }
  }
}

function extensionOf(contentType: string): string {
  return (RECEIPT_EXTENSION as Record<string, string>)[contentType] ?? 'bin';
}
