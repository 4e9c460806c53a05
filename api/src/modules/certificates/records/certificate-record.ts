import { BadRequestException, NotFoundException } from '@nestjs/common';
import { CERTIFICATES_MSG, type CertificateBatch, type CertificateRow } from '@hackathon/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../database';
import { certificateBatches, certificates } from '../../../database/schema';
import { iso, isUuid, type ReaderScope } from '../../../kernel';

export type CertificateRecord = typeof certificates.$inferSelect;
export type BatchRecord = typeof certificateBatches.$inferSelect;

/** A certificate's or a batch's `_id` from a path: 400 unless a UUID. */
export function parseCertificateId(raw: string): string {
  if (!isUuid(raw)) throw new BadRequestException(CERTIFICATES_MSG.invalidId);
  return raw.toLowerCase();
}

/** The certificates the caller reaches (kernel/scope.ts). */
export function certificatesInScope(scope: ReaderScope): SQL {
  return scope.certificates({ schoolCode: certificates.schoolCode, holderType: certificates.holderType, holderRef: certificates.holderRef, teamRef: certificates.teamRef });
}

/** The certificate by id in the caller's scope; 404 for none and for another's (its existence is not told). */
export async function requireCertificate(db: DbOrTx, scope: ReaderScope, id: string): Promise<CertificateRecord> {
  const [row] = await db.select().from(certificates).where(and(eq(certificates.id, id), certificatesInScope(scope)));
  if (!row) throw new NotFoundException(CERTIFICATES_MSG.notFound);
  return row;
}

export function toCertificateRow(row: CertificateRecord): CertificateRow {
  return {
    _id: row.id,
    code: row.code,
    number: row.number,
    kind: row.kind,
    holderType: row.holderType,
    holderName: row.holderName,
    schoolCode: row.schoolCode,
    schoolName: row.schoolName,
    region: row.region,
    teamId: row.teamCode,
    teamName: row.teamName,
    language: row.language,
    status: row.status,
    issuedAt: iso(row.issuedAt)!,
    revokedAt: iso(row.revokedAt),
    revokedReason: row.revokedReason,
    supersededBy: row.supersededBy,
  };
}

export function toCertificateBatch(row: BatchRecord): CertificateBatch {
  return {
    _id: row.id,
    kind: row.kind,
    selection: row.selection,
    state: row.state,
    total: row.total,
    rendered: row.rendered,
    notified: row.notified,
    toNotify: row.toNotify,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt)!,
    finishedAt: iso(row.finishedAt),
  };
}
