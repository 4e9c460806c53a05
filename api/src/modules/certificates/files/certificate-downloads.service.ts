import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CERTIFICATES_MSG, certificateFileName, type CertificateKind, type CertificateLanguage, type CertificateSelection } from '@hackathon/contracts';
import { and, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { InjectDb, type Db } from '../../../database';
import { schools } from '../../../database/schema';
import type { ReaderScope } from '../../../kernel';
import { BatchesService } from '../issue/batches.service';
import { numberPrefix } from '../records/certificate-code';
import { parseCertificateId, requireCertificate } from '../records/certificate-record';
import { CertificateFilesService } from './certificate-files.service';

/** What the downloads answer: who may take which file (the scope), and which state it must be in. */
@Injectable()
export class CertificateDownloadsService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly files: CertificateFilesService,
    private readonly batches: BatchesService,
  ) {}

  /**
   * One certificate's PDF in `language` (default: the holder's). 404 outside the caller's scope;
   * a revoked or superseded certificate (409) only for a scope that reaches everything (the back office).
   */
  async file(scope: ReaderScope, rawId: string, language: CertificateLanguage | undefined): Promise<{ pdf: Buffer; fileName: string }> {
    const cert = await requireCertificate(this.db, scope, parseCertificateId(rawId));
    const readerSeesValidOnly = scope.ifNarrowed(() => true) ?? false;
    if (readerSeesValidOnly && cert.status !== 'valid') throw new ConflictException(CERTIFICATES_MSG.notValid(cert.status));
    const chosen = language ?? cert.language;
    return { pdf: await this.files.pdfOf(cert, chosen), fileName: certificateFileName(cert.number, chosen) };
  }

  /** The school a ZIP is for: a school admin's own (another's: 403), else the one named (400 without, 404 outside the scope). */
  async schoolZip(scope: ReaderScope, named: string | undefined): Promise<{ schoolCode: string; stream: Readable }> {
    const code = named ?? scope.schoolCode;
    if (!code) throw new BadRequestException(CERTIFICATES_MSG.schoolCodeRequired);
    scope.assertMayReachSchool(code);
    const [school] = await this.db.select({ code: schools.code }).from(schools).where(and(eq(schools.code, code), scope.schools(schools.code)));
    if (!school) throw new NotFoundException(CERTIFICATES_MSG.schoolNotFound);
    return { schoolCode: school.code, stream: this.files.schoolZip(school.code) };
  }

  /** The selection's first holder's certificate, watermarked, in `language` (default: the holder's); never stored. */
  async sample(kind: CertificateKind, selection: CertificateSelection, language: CertificateLanguage | undefined): Promise<{ pdf: Buffer; language: CertificateLanguage }> {
    const holder = await this.batches.firstHolder(kind, selection);
    const chosen = language ?? holder.language;
    const pdf = await this.files.render(
      { kind, holderName: holder.holder_name, schoolName: holder.school_name, teamName: holder.team_name, number: `${numberPrefix(kind)}000000`, code: '0000-0000-0000', issuedAt: new Date() },
      chosen,
      true,
    );
    return { pdf, language: chosen };
  }
}

