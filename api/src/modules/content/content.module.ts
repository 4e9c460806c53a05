import { Module } from '@nestjs/common';
import { PUBLISHED_CONTENT_READER } from '../../web/published-landing';
import { PaymentsModule } from '../payments';
import { AdminContentController, PublicContentController } from './content.controller';
import { ContentFilesService } from './content-files.service';
import { ContentService } from './content.service';
import { RegistrationOpenGuard } from './registration-open.guard';

/** The organisers' content (issue 25): draft, publish, rollback, uploads, and what visitors read. */
@Module({
  imports: [PaymentsModule],
  controllers: [PublicContentController, AdminContentController],
  // the web layer's landing page with the published content reads it through this token (ADR 0004)
  providers: [ContentService, ContentFilesService, RegistrationOpenGuard, { provide: PUBLISHED_CONTENT_READER, useExisting: ContentService }],
  exports: [ContentService, RegistrationOpenGuard, PUBLISHED_CONTENT_READER],
})
export class ContentModule {}
