import { Body, Controller, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CERTIFICATES_API, CERTIFICATES_MSG, certificateZipFileName } from '@hackathon/contracts';
import type { Response } from 'express';
import { Actor, CallerScope, Public, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { fieldError } from '../../common/field-rules';
import type { AuditActor, ReaderScope } from '../../kernel';
import { VerifyThrottle } from '../../throttle/throttle';
import { CertificatesService } from './certificates.service';
import { CertificateBatchDto } from './dto/certificate-batch.dto';
import { CertificateBatchesQueryDto, CertificateFileQueryDto, CertificatesQueryDto, CertificateZipQueryDto, RevokeCertificateDto } from './dto/certificate-queries.dto';
import { CertificateDownloadsService } from './files/certificate-downloads.service';
import { BatchesService } from './issue/batches.service';
import { CertificateJobService } from './job/certificate-job.service';

/** Who issues, revokes and re-issues: the admin and the super admin. */
export const CERTIFICATE_MANAGERS = ['admin', 'super_admin'] as const;
/** Who lists certificates: the back office (all), a region admin (its region), a school admin (its school). */
const CERTIFICATE_LISTERS = [...CERTIFICATE_MANAGERS, 'region_admin', 'school_admin'] as const;

const PDF_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/** Certificates (issue 28): batches, the list, downloads, revoke, re-issue and the public verification. */
@ApiTags('certificates')
@ApiBearerAuth()
@Controller()
export class CertificatesController {
  constructor(
    private readonly batches: BatchesService,
    private readonly certificates: CertificatesService,
    private readonly downloads: CertificateDownloadsService,
    private readonly job: CertificateJobService,
  ) {}

  @ApiEndpoint(CERTIFICATES_API.issue)
  @Roles(...CERTIFICATE_MANAGERS)
  @ApiOperation({ summary: 'Without confirm: the preview (200: count, new, renamed, already held, a sample). With confirm and expectedCount: issues the batch and queues its job (201)' })
  @ApiResponse({ status: 200, description: 'The preview (CertificateBatchPreview)' })
  @ApiResponse({ status: 409, description: `${CERTIFICATES_MSG.nothingToIssue} / ${CERTIFICATES_MSG.countChanged(0)}: \`data\` is the new preview` })
  async issue(@Actor() actor: AuditActor, @Body() dto: CertificateBatchDto, @Res({ passthrough: true }) res: Response) {
    if (dto.confirm !== true) {
      const preview = await this.batches.preview(dto.kind, dto.selection);
      res.status(200);
      return ok(preview, CERTIFICATES_MSG.previewReady(preview.count));
    }
    if (dto.expectedCount === undefined) throw fieldError('expectedCount', CERTIFICATES_MSG.expectedCount);
    const result = await this.batches.issue(actor, dto.kind, dto.selection, dto.expectedCount);
    this.job.kick();
    return ok(result, CERTIFICATES_MSG.issued(result.batch.total));
  }

  @ApiEndpoint(CERTIFICATES_API.sample)
  @Roles(...CERTIFICATE_MANAGERS)
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "The batch's first holder's certificate, watermarked SAMPLE (never stored)" })
  @ApiResponse({ status: 409, description: CERTIFICATES_MSG.nobodyQualifies })
  async sample(@Body() dto: CertificateBatchDto, @Query() query: CertificateFileQueryDto): Promise<StreamableFile> {
    const { pdf, language } = await this.downloads.sample(dto.kind, dto.selection, query.language);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="certificate-sample-${language}.pdf"` });
  }

  @ApiEndpoint(CERTIFICATES_API.batches)
  @Roles(...CERTIFICATE_MANAGERS)
  @ApiOperation({ summary: 'Issued batches and their progress, newest first' })
  async listBatches(@Query() query: CertificateBatchesQueryDto) {
    return ok(await this.batches.list(query), CERTIFICATES_MSG.batchesLoaded);
  }

  @ApiEndpoint(CERTIFICATES_API.batch)
  @Roles(...CERTIFICATE_MANAGERS)
  @ApiOperation({ summary: "One batch's progress: rendered and notified of total" })
  @ApiResponse({ status: 404, description: CERTIFICATES_MSG.batchNotFound })
  async batch(@Param('id') id: string) {
    return ok(await this.batches.read(id), CERTIFICATES_MSG.batchLoaded);
  }

  @ApiEndpoint(CERTIFICATES_API.list)
  @Roles(...CERTIFICATE_LISTERS)
  @ApiOperation({ summary: 'Certificates, paged, searched (holder name, number, code, school code, Team ID), sorted and filtered; over the caller\'s scope' })
  async list(@CallerScope() scope: ReaderScope, @Query() query: CertificatesQueryDto) {
    return ok(await this.certificates.list(scope, query), CERTIFICATES_MSG.listLoaded);
  }

  @ApiEndpoint(CERTIFICATES_API.mine)
  @Roles('team', 'mentor')
  @ApiOperation({ summary: "A team's members' certificates; a mentor's own and its teams' members'" })
  async mine(@CallerScope() scope: ReaderScope) {
    return ok(await this.certificates.mine(scope.requireReach()), CERTIFICATES_MSG.mineLoaded);
  }

  @ApiEndpoint(CERTIFICATES_API.schoolZip)
  @Roles(...CERTIFICATE_LISTERS)
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "A school's valid certificates as a ZIP of PDFs (each in its holder's language), streamed" })
  @ApiResponse({ status: 400, description: CERTIFICATES_MSG.schoolCodeRequired })
  @ApiResponse({ status: 404, description: CERTIFICATES_MSG.schoolNotFound })
  async schoolZip(@CallerScope() scope: ReaderScope, @Query() query: CertificateZipQueryDto): Promise<StreamableFile> {
    const { schoolCode, stream } = await this.downloads.schoolZip(scope, query.schoolCode);
    return new StreamableFile(stream, { type: 'application/zip', disposition: `attachment; filename="${certificateZipFileName(schoolCode)}"` });
  }

  @ApiEndpoint(CERTIFICATES_API.verify)
  @Public()
  @VerifyThrottle()
  @ApiOperation({ summary: 'Public: the certificate of a printed code (valid, superseded or revoked) and nothing else about the person; rate limited per address' })
  @ApiResponse({ status: 400, description: CERTIFICATES_MSG.invalidCode })
  @ApiResponse({ status: 404, description: CERTIFICATES_MSG.unknownCode })
  @ApiResponse({ status: 429, description: 'More than CERTIFICATE_VERIFY_LIMIT lookups a minute from one address' })
  async verify(@Param('code') code: string) {
    return ok(await this.certificates.verify(code), CERTIFICATES_MSG.verified);
  }

  @ApiEndpoint(CERTIFICATES_API.file)
  @Roles(...CERTIFICATE_LISTERS, 'team', 'mentor')
  @ApiOperation({ summary: "One certificate's PDF (default: its holder's language), made and kept when first needed; a revoked or superseded one for the back office only" })
  @ApiResponse({ status: 404, description: CERTIFICATES_MSG.notFound })
  @ApiResponse({ status: 409, description: CERTIFICATES_MSG.notValid('revoked') })
  async file(@CallerScope() scope: ReaderScope, @Param('id') id: string, @Query() query: CertificateFileQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { pdf, fileName } = await this.downloads.file(scope, id, query.language);
    for (const [name, value] of Object.entries(PDF_HEADERS)) res.setHeader(name, value);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"` });
  }

  @ApiEndpoint(CERTIFICATES_API.revoke)
  @Roles(...CERTIFICATE_MANAGERS)
  @ApiOperation({ summary: 'A valid certificate becomes revoked (audited with the reason); it then verifies as revoked' })
  @ApiResponse({ status: 409, description: CERTIFICATES_MSG.notValid('revoked') })
  async revoke(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: RevokeCertificateDto) {
    return ok(await this.certificates.revoke(actor, scope, id, dto.reason), CERTIFICATES_MSG.revoked);
  }

  @ApiEndpoint(CERTIFICATES_API.reissue)
  @Roles(...CERTIFICATE_MANAGERS)
  @ApiOperation({ summary: "A new certificate under the holder's current name, school and team, made and announced by the job as a batch of one; the old one verifies as superseded (audited)" })
  @ApiResponse({ status: 409, description: `${CERTIFICATES_MSG.holderGone} / ${CERTIFICATES_MSG.notLatest}` })
  async reissue(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string) {
    const fresh = await this.certificates.reissue(actor, scope, id);
    this.job.kick();
    return ok(fresh, CERTIFICATES_MSG.reissued);
  }
}
