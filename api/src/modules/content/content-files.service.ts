import { createHash } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CONTENT_DOCUMENT_KEYS,
  CONTENT_FILE_PURPOSES,
  GALLERY_WIDTHS,
  LOCALES,
  MSG,
  translate,
  type ContentFileSummary,
  type ContentUploadQuery,
} from '@hackathon/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { InjectDb, type Db } from '../../database';
import { accounts, contentFiles, contentFileSizes } from '../../database/schema';
import { actorAccountId, recordAudit, type AuditActor } from '../../kernel';
import { checkReceipt, isUuid, type UploadedReceipt } from '../payments';

export interface StoredContentFile {
  contentType: string;
  data: Buffer;
  /** The name a download gets: ours, from what the file is for (never the uploader's name). */
  fileName: string;
}

/** Longest side a poster or gallery original keeps (the web sizes are made from it). */
const MAX_PHOTO_WIDTH = 2400;

/** What the upload's query says the file is for, as stored: 'document:rulebook:en', 'gallery', 'poster'. */
function purposeOf(query: ContentUploadQuery): string {
  if (!CONTENT_FILE_PURPOSES.includes(query.purpose)) throw new BadRequestException(translate('api.content.uploadQuery'));
  if (query.purpose !== 'document') return query.purpose;
  if (!query.document || !CONTENT_DOCUMENT_KEYS.includes(query.document) || !query.language || !LOCALES.includes(query.language)) {
    throw new BadRequestException(translate('api.content.uploadQuery'));
  }
  return `document:${query.document}:${query.language}`;
}

/**
 * The organisers' uploads (issue 25), under the receipts' rules: at most 5 MB, the type read from
 * the bytes (a PDF for documents, a JPEG or PNG for photos), stored under our own id. Photos are
 * decoded and written again (no camera metadata such as a school's location leaves the server),
 * and their web sizes are made once, here.
 */
@Injectable()
export class ContentFilesService {
  constructor(@InjectDb() private readonly db: Db) {}

  async upload(file: UploadedReceipt | undefined, query: ContentUploadQuery, actor: AuditActor): Promise<ContentFileSummary> {
    const purpose = purposeOf(query);
    if (!file || file.size === 0) throw new BadRequestException(MSG.receiptFileRequired);
    const checked = checkReceipt(file.buffer);
    const isDocument = purpose.startsWith('document:');
    if (isDocument && checked?.mime !== 'application/pdf') throw new BadRequestException(translate('api.content.documentType'));
    if (!isDocument && checked?.mime !== 'image/jpeg' && checked?.mime !== 'image/png') throw new BadRequestException(translate('api.content.photoType'));

    if (!checked) throw new BadRequestException(translate(isDocument ? 'api.content.documentType' : 'api.content.photoType'));
    const { data, sizes } = isDocument ? { data: checked.data, sizes: [] } : await this.photo(checked.data);
    const contentType = isDocument ? 'application/pdf' : 'image/jpeg';
    const originalName = file.originalname.slice(0, 200);
    const row = await this.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(contentFiles)
        .values({
          purpose,
          originalName,
          contentType,
          sizeBytes: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          data,
          uploadedBy: actorAccountId(actor),
        })
        .returning({ id: contentFiles.id, uploadedAt: contentFiles.uploadedAt });
      if (sizes.length > 0) await tx.insert(contentFileSizes).values(sizes.map((size) => ({ fileId: stored!.id, ...size })));
      await recordAudit(tx, actor, { action: 'content.file_uploaded', entityType: 'content', entityId: stored!.id, after: { purpose, originalName, bytes: data.length } });
      return stored!;
    });
    return { fileId: row.id, originalName, mime: contentType, bytes: data.length, uploadedAt: row.uploadedAt.toISOString(), uploadedBy: actor.label, purpose };
  }

  /** A photo written again as a JPEG (orientation applied, metadata dropped) and its WebP web sizes. */
  private async photo(bytes: Buffer): Promise<{ data: Buffer; sizes: { width: number; contentType: string; data: Buffer }[] }> {
    try {
      const source = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate();
      const data = await source.clone().resize({ width: MAX_PHOTO_WIDTH, withoutEnlargement: true }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      const sizes = await Promise.all(
        GALLERY_WIDTHS.map(async (width) => ({
          width,
          contentType: 'image/webp',
          data: await sharp(data).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
        })),
      );
      return { data, sizes };
    } catch {
      // the bytes said JPEG or PNG but do not decode as one
      throw new BadRequestException(translate('api.content.photoType'));
    }
  }

  /** The uploads, newest first: every version of every document stays listed (the audit history). */
  async list(purpose: string | undefined): Promise<ContentFileSummary[]> {
    const rows = await this.db
      .select({
        fileId: contentFiles.id,
        originalName: contentFiles.originalName,
        mime: contentFiles.contentType,
        bytes: contentFiles.sizeBytes,
        uploadedAt: contentFiles.uploadedAt,
        uploadedBy: accounts.email,
        purpose: contentFiles.purpose,
      })
      .from(contentFiles)
      .leftJoin(accounts, eq(accounts.id, contentFiles.uploadedBy))
      .where(purpose ? like(contentFiles.purpose, `${purpose.replace(/[%_\\]/g, '')}%`) : undefined)
      .orderBy(desc(contentFiles.uploadedAt))
      .limit(200);
    return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
  }

  async read(fileId: string): Promise<StoredContentFile> {
    if (!isUuid(fileId)) throw new NotFoundException(translate('api.content.fileNotFound'));
    const [row] = await this.db
      .select({ contentType: contentFiles.contentType, data: contentFiles.data, purpose: contentFiles.purpose })
      .from(contentFiles)
      .where(eq(contentFiles.id, fileId.toLowerCase()));
    if (!row) throw new NotFoundException(translate('api.content.fileNotFound'));
    const [kind, document] = row.purpose.split(':');
    const fileName = kind === 'document' ? `${document}.pdf` : `${kind}.jpg`;
    return { contentType: row.contentType, data: row.data, fileName };
  }

  async readImage(fileId: string, size: string): Promise<StoredContentFile> {
    const width = Number(/^(\d+)\.webp$/.exec(size)?.[1]);
    if (!isUuid(fileId) || !(GALLERY_WIDTHS as readonly number[]).includes(width)) throw new NotFoundException(translate('api.content.fileNotFound'));
    const [row] = await this.db
      .select({ contentType: contentFileSizes.contentType, data: contentFileSizes.data })
      .from(contentFileSizes)
      .where(and(eq(contentFileSizes.fileId, fileId.toLowerCase()), eq(contentFileSizes.width, width)));
    if (!row) throw new NotFoundException(translate('api.content.fileNotFound'));
    return { ...row, fileName: `photo-${width}.webp` };
  }
}
