import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments';
import { AdminContentController, PublicContentController } from './content.controller';
import { ContentFilesService } from './content-files.service';
import { ContentService } from './content.service';
import { RegistrationOpenGuard } from './registration-open.guard';

/** The organisers' content (issue 25): draft, publish, rollback, uploads, and what visitors read. */
@Module({
  imports: [PaymentsModule],
  controllers: [PublicContentController, AdminContentController],
  providers: [ContentService, ContentFilesService, RegistrationOpenGuard],
  exports: [ContentService, RegistrationOpenGuard],
})
export class ContentModule {}
