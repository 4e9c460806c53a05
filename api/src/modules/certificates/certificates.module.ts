import { Module } from '@nestjs/common';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';
import { CertificateDownloadsService } from './files/certificate-downloads.service';
import { CertificateFilesService } from './files/certificate-files.service';
import { BatchesService } from './issue/batches.service';
import { CertificateJobService } from './job/certificate-job.service';

/**
 * Certificates (issue 28): batches with a preview, the background job that makes the PDFs and
 * tells the holders, the list, downloads (one PDF, a school's ZIP), revoke, re-issue and the
 * public verification. The PDF itself: ./render.
 */
@Module({
  controllers: [CertificatesController],
  providers: [BatchesService, CertificatesService, CertificateFilesService, CertificateDownloadsService, CertificateJobService],
})
export class CertificatesModule {}
