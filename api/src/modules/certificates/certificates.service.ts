import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CERTIFICATE_ACHIEVEMENT,
  CERTIFICATES_MSG,
  EVENT_TITLE,
  normaliseCertificateCode,
  toNamedPage,
  type CertificateRow,
  type CertificatesPage,
  type CertificateVerification,
  type MyCertificates,
} from '@hackathon/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { InjectDb, queryRows, type Db, type DbOrTx } from '../../database';
import { certificateBatches, certificates } from '../../database/schema';
import { actorAccountId, anyLike, iso, likePattern, listPage, recordAudit, type AuditActor, type ListSorting, type ReaderScope } from '../../kernel';
import type { CertificatesQueryDto } from './dto/certificate-queries.dto';
import { createBatchNotices, lockKind } from './issue/batches.service';
import { STUDENT_HOLDER_REF, type HolderRow } from './issue/holders';
import { newCertificateCode, numberPrefix } from './records/certificate-code';
import { certificatesInScope, parseCertificateId, requireCertificate, toCertificateRow, type CertificateRecord } from './records/certificate-record';

const SORTING: ListSorting<'issuedAt' | 'holderName' | 'schoolCode' | 'number'> = {
  sortable: { issuedAt: certificates.issuedAt, holderName: sql`lower(${certificates.holderName})`, schoolCode: certificates.schoolCode, number: certificates.number },
  defaultSort: { key: 'issuedAt', order: 'desc' },
  tiebreaker: certificates.id,
};

/** The holder as it is now: the snapshot a re-issued certificate prints. */
type CurrentHolder = Omit<HolderRow, 'holder_ref' | 'change'>;

/**
 * The certificates themselves (issue 28): the list, a team's and a mentor's own, revocation,
 * re-issue under the holder's current name, and the public verification.
 */
@Injectable()
export class CertificatesService {
  constructor(@InjectDb() private readonly db: Db) {}

  async list(scope: ReaderScope, q: CertificatesQueryDto): Promise<CertificatesPage> {
    const pattern = likePattern(q.search);
    const where = and(
      certificatesInScope(scope),
      pattern ? anyLike([certificates.holderName, certificates.number, certificates.code, certificates.schoolCode, certificates.teamCode], pattern) : undefined,
      q.kind ? eq(certificates.kind, q.kind) : undefined,
      q.status ? eq(certificates.status, q.status) : undefined,
      q.holderType ? eq(certificates.holderType, q.holderType) : undefined,
      q.schoolCode ? eq(certificates.schoolCode, q.schoolCode) : undefined,
      q.region ? sql`lower(${certificates.region}) = lower(${q.region})` : undefined,
    );
    const query = this.db.select().from(certificates).where(where).$dynamic();
    return toNamedPage(await listPage(this.db, query, q, SORTING, (rows) => rows.map(toCertificateRow)), 'certificates');
  }

  /** A team's members' certificates, a mentor's own and its teams' members' (every status). */
  async mine(scope: ReaderScope): Promise<MyCertificates> {
    const rows = await this.db.select().from(certificates).where(certificatesInScope(scope)).orderBy(desc(certificates.issuedAt), certificates.holderName, certificates.id).limit(500);
    return { certificates: rows.map(toCertificateRow) };
  }

  /** A valid certificate becomes revoked with the reason (409 otherwise); audited. */
  async revoke(actor: AuditActor, scope: ReaderScope, rawId: string, reason: string): Promise<CertificateRow> {
    const id = parseCertificateId(rawId);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(certificates)
        .set({ status: 'revoked', revokedAt: sql`now()`, revokedReason: reason, revokedBy: actorAccountId(actor) })
        .where(and(eq(certificates.id, id), eq(certificates.status, 'valid'), certificatesInScope(scope)))
        .returning();
      if (!row) {
        const current = await requireCertificate(tx, scope, id);
        throw new ConflictException(CERTIFICATES_MSG.notValid(current.status));
      }
      await recordAudit(tx, actor, {
        action: 'certificate.revoked',
        entityType: 'certificate',
        entityId: id,
        schoolCode: row.schoolCode,
        reason,
        before: { status: 'valid' },
        after: { status: 'revoked', number: row.number, holderName: row.holderName },
      });
      return toCertificateRow(row);
    });
  }

  /**
   * A new certificate with the holder's current name, school and team (409 when the holder is
   * gone); the old one (valid, or superseded with no valid successor) is superseded by it. One
   * transaction, audited. Its PDF is made when first downloaded.
   */
  async reissue(actor: AuditActor, scope: ReaderScope, rawId: string): Promise<CertificateRow> {
    const id = parseCertificateId(rawId);
    return this.db.transaction(async (tx) => {
      const old = await requireCertificate(tx, scope, id);
      await lockKind(tx, old.kind);
      const [locked] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
      const [successor] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.kind, old.kind), eq(certificates.holderType, old.holderType), eq(certificates.holderRef, old.holderRef), eq(certificates.status, 'valid')));
      if (locked!.status === 'revoked' || (locked!.status === 'superseded' && successor)) throw new ConflictException(CERTIFICATES_MSG.notLatest);
      const holder = await currentHolder(tx, old);
      if (!holder) throw new ConflictException(CERTIFICATES_MSG.holderGone);
      await tx.update(certificates).set({ status: 'superseded', supersededAt: sql`coalesce(${certificates.supersededAt}, now())` }).where(eq(certificates.id, id));
      // a batch of one: the job makes its PDF and tells its holder, as for any issued certificate
      const selection = { schoolCodes: [holder.school_code], ...(holder.team_code ? { teamIds: [holder.team_code] } : {}) };
      const [batch] = await tx
        .insert(certificateBatches)
        .values({ kind: old.kind, selection, state: 'queued', total: 1, createdBy: actorAccountId(actor) })
        .returning({ id: certificateBatches.id });
      const [fresh] = await tx
        .insert(certificates)
        .values({
          code: newCertificateCode(),
          number: sql`${numberPrefix(old.kind)} || lpad(nextval('certificate_serial')::text, 6, '0')`,
          kind: old.kind,
          holderType: old.holderType,
          holderRef: old.holderRef,
          holderName: holder.holder_name,
          schoolCode: holder.school_code,
          schoolName: holder.school_name,
          region: holder.region,
          zone: holder.zone,
          teamRef: holder.team_ref,
          teamCode: holder.team_code,
          teamName: holder.team_name,
          language: holder.language,
          batchId: batch!.id,
        })
        .returning();
      await tx.update(certificates).set({ supersededBy: fresh!.id }).where(eq(certificates.id, id));
      const toNotify = await createBatchNotices(tx, batch!.id, old.kind);
      await tx.update(certificateBatches).set({ toNotify }).where(eq(certificateBatches.id, batch!.id));
      await recordAudit(tx, actor, {
        action: 'certificate.reissued',
        entityType: 'certificate',
        entityId: fresh!.id,
        schoolCode: fresh!.schoolCode,
        before: { certificateId: id, number: old.number, holderName: old.holderName, schoolCode: old.schoolCode, teamId: old.teamCode },
        after: { certificateId: fresh!.id, number: fresh!.number, holderName: fresh!.holderName, schoolCode: fresh!.schoolCode, teamId: fresh!.teamCode },
      });
      return toCertificateRow(fresh!);
    });
  }

  /** The public check of a printed code: 400 for what cannot be a code, 404 for none; the achievement in the reader's language. */
  async verify(typed: string): Promise<CertificateVerification> {
    const code = normaliseCertificateCode(typed);
    if (!code) throw new BadRequestException(CERTIFICATES_MSG.invalidCode);
    const [row] = await this.db.select().from(certificates).where(eq(certificates.code, code));
    if (!row) throw new NotFoundException(CERTIFICATES_MSG.unknownCode);
    return {
      code: row.code,
      number: row.number,
      status: row.status,
      kind: row.kind,
      achievement: CERTIFICATE_ACHIEVEMENT[row.kind],
      holderName: row.holderName,
      schoolName: row.schoolName,
      edition: EVENT_TITLE.edition,
      eventName: EVENT_TITLE.name,
      issuedAt: iso(row.issuedAt)!,
      statusChangedAt: iso(row.revokedAt ?? row.supersededAt),
    };
  }
}

/** The holder of `cert` as the directory and the team lists say now; undefined when gone. */
async function currentHolder(db: DbOrTx, cert: CertificateRecord): Promise<CurrentHolder | undefined> {
  const ref = cert.holderRef;
  let statement;
  switch (cert.holderType) {
    case 'student':
      statement = sql`select m.name as holder_name, t.school_code, s.name as school_name, s.region, s.zone, t.id as team_ref, t.team_id as team_code, t.team_name,
          coalesce(t.language, 'en') as language
        from team_members m join teams t on t.id = m.team_id join schools s on s.code = t.school_code
        where t.id = split_part(${ref}, ':', 1)::uuid and ${STUDENT_HOLDER_REF} = ${ref}`;
      break;
    case 'mentor':
      statement = sql`select mt.name as holder_name, mt.school_code, ms.name as school_name, ms.region, ms.zone, null::uuid as team_ref, null::text as team_code,
          null::text as team_name, coalesce(ma.language, 'en') as language
        from mentors mt join schools ms on ms.code = mt.school_code left join accounts ma on ma.mentor_id = mt.id where mt.id::text = ${ref}`;
      break;
    case 'school':
      statement = sql`select ss.name as holder_name, ss.code as school_code, ss.name as school_name, ss.region, ss.zone, null::uuid as team_ref, null::text as team_code,
          null::text as team_name, coalesce((select sa.language from accounts sa where sa.role = 'school_admin' and sa.school_code = ss.code limit 1), 'en') as language
        from schools ss where ss.code = ${ref}`;
      break;
  }
  const [row] = await queryRows<CurrentHolder & Record<string, unknown>>(db, statement);
  return row;
}
