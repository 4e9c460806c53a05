import { Body, Controller, Param, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CONTENT_API, LIMITS, translate, type ContentUploadQuery } from '@hackathon/contracts';
import type { Response } from 'express';
import { Actor, Public, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor } from '../../kernel';
import type { UploadedReceipt } from '../payments';
import { ContentFilesService, type StoredContentFile } from './content-files.service';
import { ContentUploadInterceptor, CONTENT_FILE_FIELD } from './content-upload.interceptor';
import { ContentService } from './content.service';

/**
 * An upload is served under its own immutable id: cached for a year, never sniffed, never a page
 * (the receipts' policy: nothing runs in it, only this origin frames it).
 */
function sendContentFile(res: Response, file: StoredContentFile): void {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.data.length));
  res.setHeader('Content-Disposition', `inline; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; object-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'");
  res.end(file.data);
}

@ApiTags('content')
@Controller()
export class PublicContentController {
  constructor(
    private readonly content: ContentService,
    private readonly files: ContentFilesService,
  ) {}

  @ApiEndpoint(CONTENT_API.published)
  @Public()
  @ApiOperation({ summary: 'The published content: documents, links, media, texts, dates, the registration switch and the headline counts (live ones counted)' })
  async published(@Res({ passthrough: true }) res: Response) {
    const published = await this.content.published();
    // revalidated at every use (a publish shows at once), answered 304 while unchanged
    res.setHeader('Cache-Control', 'no-cache');
    return ok(published, translate('api.content.loaded'));
  }

  @ApiEndpoint(CONTENT_API.file)
  @Public()
  @ApiOperation({ summary: 'An uploaded document (PDF) or photo (JPEG), by its id' })
  @ApiResponse({ status: 404, description: 'File not found' })
  async file(@Param('fileId') fileId: string, @Res() res: Response) {
    sendContentFile(res, await this.files.read(fileId));
  }

  @ApiEndpoint(CONTENT_API.image)
  @Public()
  @ApiOperation({ summary: "A gallery photo in one of its web sizes ('480.webp', '960.webp', '1600.webp')" })
  @ApiResponse({ status: 404, description: 'File not found' })
  async image(@Param('fileId') fileId: string, @Param('size') size: string, @Res() res: Response) {
    sendContentFile(res, await this.files.readImage(fileId, size));
  }
}

@ApiTags('content')
@ApiBearerAuth()
@Controller()
export class AdminContentController {
  constructor(
    private readonly content: ContentService,
    private readonly files: ContentFilesService,
  ) {}

  @ApiEndpoint(CONTENT_API.workspace)
  @Roles('admin')
  @ApiOperation({ summary: 'The draft being edited, the published content and whether they differ (admin only)' })
  async workspace() {
    return ok(await this.content.workspace(), translate('api.content.loaded'));
  }

  @ApiEndpoint(CONTENT_API.saveDraft)
  @Roles('admin')
  @ApiOperation({ summary: 'Saves the whole content as the draft; nothing is published (admin only)' })
  @ApiResponse({ status: 400, description: 'One problem per field (details), in English and Hindi texts alike' })
  async saveDraft(@Body() body: unknown, @Actor() actor: AuditActor) {
    return ok(await this.content.saveDraft(body, actor), translate('api.content.draftSaved'));
  }

  @ApiEndpoint(CONTENT_API.discardDraft)
  @Roles('admin')
  @ApiOperation({ summary: 'Drops the draft: the editor starts again from what is published (admin only)' })
  async discardDraft(@Actor() actor: AuditActor) {
    return ok(await this.content.discardDraft(actor), translate('api.content.draftDiscarded'));
  }

  @ApiEndpoint(CONTENT_API.publish)
  @Roles('admin')
  @ApiOperation({ summary: 'Publishes the draft as the next version, audited with what changed (admin only)' })
  @ApiResponse({ status: 400, description: "A photo without the students' consent recorded, or an upload that is not there" })
  @ApiResponse({ status: 409, description: 'No unpublished changes' })
  async publish(@Actor() actor: AuditActor) {
    return ok(await this.content.publish(actor), translate('api.content.published'));
  }

  @ApiEndpoint(CONTENT_API.rollback)
  @Roles('admin')
  @ApiOperation({ summary: 'Publishes again the version before the one on show, as a new version (admin only)' })
  @ApiResponse({ status: 409, description: 'No earlier version' })
  async rollback(@Actor() actor: AuditActor) {
    return ok(await this.content.rollback(actor), translate('api.content.rolledBack'));
  }

  @ApiEndpoint(CONTENT_API.versions)
  @Roles('admin')
  @ApiOperation({ summary: 'The published versions, newest first (the latest 50)' })
  async versions() {
    return ok(await this.content.versions(), translate('api.content.versionsLoaded'));
  }

  @ApiEndpoint(CONTENT_API.files)
  @Roles('admin')
  @ApiOperation({ summary: "The uploads, newest first; `purpose` narrows them ('document:rulebook' gives every version of the rulebook)" })
  async listFiles(@Query('purpose') purpose: string | undefined) {
    return ok(await this.files.list(typeof purpose === 'string' ? purpose : undefined), translate('api.content.filesLoaded'));
  }

  @ApiEndpoint(CONTENT_API.upload)
  @Roles('admin')
  @UseInterceptors(ContentUploadInterceptor)
  @ApiOperation({ summary: "Uploads a document (PDF) or a photo (JPEG, PNG) in the multipart field 'file'; it shows nowhere until a published content names it" })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [CONTENT_FILE_FIELD], properties: { [CONTENT_FILE_FIELD]: { type: 'string', format: 'binary', description: `PDF, JPEG or PNG, at most ${LIMITS.receiptMaxBytes} bytes` } } } })
  @ApiResponse({ status: 413, description: 'Over 5 MB' })
  async upload(@UploadedFile() file: UploadedReceipt | undefined, @Query() query: ContentUploadQuery, @Actor() actor: AuditActor) {
    return ok(await this.files.upload(file, query, actor), translate('api.content.uploaded'));
  }
}
