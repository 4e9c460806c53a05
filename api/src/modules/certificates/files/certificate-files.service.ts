import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import { certificateVerifyPath, type CertificateLanguage } from '@hackathon/contracts';
import { Zip, ZipPassThrough } from 'fflate';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { InjectDb, type Db, type DbOrTx } from '../../../database';
import { certificateFiles, certificates } from '../../../database/schema';
import { renderCertificatePdf, type CertificatePdfInput } from '../render/certificate-pdf';
import type { CertificateRecord } from '../records/certificate-record';

/** Certificates read per page of a school's ZIP: memory holds one page and one PDF at a time. */
const ZIP_PAGE = 50;

/** What the renderer needs of a certificate (the row, or a sample's made-up one). */
export type Printable = Pick<CertificateRecord, 'kind' | 'holderName' | 'schoolName' | 'teamName' | 'number' | 'code' | 'issuedAt'>;

/**
 * A certificate's PDFs (issue 28): made once per language and kept (certificate_files), by the
 * batch's job or by the first download, whichever comes first (the insert that loses the race
 * keeps the stored file); a school's ZIP streamed page by page.
 */
@Injectable()
export class CertificateFilesService {
  private readonly logger = new Logger('Certificates');

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The PDF of `cert` in `language` as the renderer makes it (nothing stored). */
  render(cert: Printable, language: CertificateLanguage, sample = false): Promise<Buffer> {
    const input: CertificatePdfInput = {
      language,
      kind: cert.kind,
      holderName: cert.holderName,
      schoolName: cert.schoolName,
      teamName: cert.teamName,
      number: cert.number,
      code: cert.code,
      verifyUrl: `${this.config.publicUrl}${certificateVerifyPath(cert.code)}`,
      issuedAt: cert.issuedAt,
      ...(sample ? { sample: true } : {}),
    };
    return renderCertificatePdf(input);
  }

  /** Makes and keeps the PDF unless it is there; true when this call stored it. */
  async ensure(db: DbOrTx, cert: CertificateRecord & Printable, language: CertificateLanguage): Promise<boolean> {
    const data = await this.render(cert, language);
    const stored = await db
      .insert(certificateFiles)
      .values({ certificateId: cert.id, language, data, size: data.length })
      .onConflictDoNothing()
      .returning({ id: certificateFiles.certificateId });
    return stored.length > 0;
  }

  /** The stored PDF, or one made and stored now. */
  async pdfOf(cert: CertificateRecord, language: CertificateLanguage): Promise<Buffer> {
    const existing = await this.stored(cert.id, language);
    if (existing) return existing;
    await this.ensure(this.db, cert, language);
    return (await this.stored(cert.id, language))!;
  }

  private async stored(id: string, language: CertificateLanguage): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ data: certificateFiles.data })
      .from(certificateFiles)
      .where(and(eq(certificateFiles.certificateId, id), eq(certificateFiles.language, language)));
    return row?.data ?? null;
  }

  /**
   * The school's valid certificates as a ZIP (stored, level 0: PDFs are compressed already), each
   * in its holder's language, read in keyset pages; a missing PDF is made on the way. The stream
   * is returned at once; a failure half-way ends it with an error (the client sees a broken file).
   */
  schoolZip(schoolCode: string): Readable {
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    void this.fillZip(zip, out, schoolCode).catch((error: unknown) => {
      this.logger.error(`The ZIP of school ${schoolCode} failed: ${(error as Error).message}`);
      out.destroy(error as Error);
    });
    return out;
  }

  private async fillZip(zip: Zip, out: PassThrough, schoolCode: string): Promise<void> {
    let after: string | null = null;
    for (;;) {
      const page: CertificateRecord[] = await this.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.schoolCode, schoolCode), eq(certificates.status, 'valid'), after ? gt(certificates.id, after) : sql`true`))
        .orderBy(asc(certificates.id))
        .limit(ZIP_PAGE);
      for (const cert of page) {
        if (out.destroyed) return;
        const pdf = await this.pdfOf(cert, cert.language);
        const entry = new ZipPassThrough(zipEntryName(cert));
        zip.add(entry);
        entry.push(pdf, true);
        // the client reads slower than PDFs are made: wait for it rather than buffer the school
        // (or for its going: a client that hangs up destroys the stream)
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      }
      if (page.length < ZIP_PAGE) break;
      after = page[page.length - 1]!.id;
    }
    zip.end();
  }
}

/** `2025-RQ-000123-asha-verma.pdf`: the number, then the holder's name in letters and digits of any script. */
export function zipEntryName(cert: Pick<CertificateRecord, 'number' | 'holderName'>): string {
  const slug = cert.holderName
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const number = cert.number.replace(/\//g, '-');
  return slug ? `${number}-${slug}.pdf` : `${number}.pdf`;
}

