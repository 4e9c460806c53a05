import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CERTIFICATE_KIND_HOLDER,
  CERTIFICATE_LIMITS,
  CERTIFICATES_MSG,
  toNamedPage,
  type CertificateBatchesPage,
  type CertificateBatchPreview,
  type CertificateBatchResult,
  type CertificateHolderPreview,
  type CertificateKind,
  type CertificateSelection,
} from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { InjectDb, queryRows, type Db, type DbOrTx } from '../../../database';
import { certificateBatches } from '../../../database/schema';
import { actorAccountId, listPage, recordAudit, type AuditActor, type ListSorting } from '../../../kernel';
import type { CertificateBatchesQueryDto } from '../dto/certificate-queries.dto';
import { newCertificateCodes, numberPrefix } from '../records/certificate-code';
import { parseCertificateId, toCertificateBatch } from '../records/certificate-record';
import { classifiedHolders, holdersOf, type HolderRow } from './holders';

const BATCH_SORTING: ListSorting<'createdAt'> = {
  sortable: { createdAt: certificateBatches.createdAt },
  defaultSort: { key: 'createdAt', order: 'desc' },
  tiebreaker: certificateBatches.id,
};

/** One issue at a time per kind (a transaction-level advisory lock): previews and counts agree with what is written. */
export async function lockKind(tx: DbOrTx, kind: CertificateKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727028, hashtext(${kind}))`);
}

/**
 * Who the batch tells: per school its school admin (students: one notice counting them; a
 * school's own certificate), per team its bell (students), per mentor the mentor. Set-based.
 */
export async function createBatchNotices(tx: DbOrTx, batchId: string, kind: CertificateKind): Promise<number> {
  const of = sql`from certificates where batch_id = ${batchId}::uuid`;
  let select;
  switch (CERTIFICATE_KIND_HOLDER[kind]) {
    case 'student':
      select = sql`select 'school:' || school_code, 'school_admin', jsonb_build_object('holderType', 'student', 'schoolCode', school_code, 'schoolName', max(school_name), 'count', count(*)) ${of} group by school_code
        union all
        select 'team:' || team_ref::text, 'team', jsonb_build_object('teamRef', team_ref, 'teamName', max(team_name), 'count', count(*)) ${of} and team_ref is not null group by team_ref`;
      break;
    case 'mentor':
      select = sql`select 'mentor:' || holder_ref, 'mentor', jsonb_build_object('mentorId', holder_ref, 'name', holder_name, 'code', code, 'language', language) ${of}`;
      break;
    case 'school':
      select = sql`select 'school:' || school_code, 'school_admin', jsonb_build_object('holderType', 'school', 'schoolCode', school_code, 'schoolName', school_name, 'count', 1) ${of}`;
      break;
  }
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with written as (insert into certificate_notices (batch_id, recipient_key, recipient_kind, payload)
      select ${batchId}::uuid, n.key, n.kind, n.payload from (${select}) as n(key, kind, payload) on conflict do nothing returning 1)
      select count(*)::int as n from written`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Batches (issue 28): the preview, the issue and the batches' progress. Issuing writes every
 * certificate of the batch in one set-based transaction (INSERT ... SELECT: ~118,000 rows in
 * seconds, not one statement per row), supersedes the renamed holders' old certificates, creates the
 * batch and its notices and records one audit entry; the job (../job) then makes the PDFs and tells
 * the holders.
 */
@Injectable()
export class BatchesService {
  constructor(@InjectDb() private readonly db: Db) {}

  async preview(kind: CertificateKind, selection: CertificateSelection, db: DbOrTx = this.db): Promise<CertificateBatchPreview> {
    const classified = classifiedHolders(kind, selection);
    const [counts] = await queryRows<{ new: number; renamed: number; held: number }>(
      db,
      sql`select count(*) filter (where change = 'new')::int as new, count(*) filter (where change = 'renamed')::int as renamed,
        count(*) filter (where change = 'held')::int as held from (${classified}) as c`,
    );
    const sampleRows = await queryRows<HolderRow>(
      db,
      sql`select * from (${classified}) as c where change <> 'held' order by school_code, holder_name, holder_ref limit ${CERTIFICATE_LIMITS.sampleRows}`,
    );
    const newCount = Number(counts?.new ?? 0);
    const renamedCount = Number(counts?.renamed ?? 0);
    const sample: CertificateHolderPreview[] = sampleRows.map((row) => ({
      holderType: CERTIFICATE_KIND_HOLDER[kind],
      holderName: row.holder_name,
      schoolCode: row.school_code,
      schoolName: row.school_name,
      teamId: row.team_code,
      teamName: row.team_name,
      change: row.change === 'renamed' ? 'renamed' : 'new',
    }));
    return { kind, count: newCount + renamedCount, newCount, renamedCount, alreadyHeld: Number(counts?.held ?? 0), sample };
  }

  /** The first holder of the selection (by school and name), for the sample PDF; 409 when nobody qualifies. */
  async firstHolder(kind: CertificateKind, selection: CertificateSelection): Promise<HolderRow> {
    const [row] = await queryRows<HolderRow>(this.db, sql`select * from (${holdersOf(kind, selection)}) as h order by school_code, holder_name, holder_ref limit 1`);
    if (!row) throw new ConflictException(CERTIFICATES_MSG.nobodyQualifies);
    return row;
  }

  /**
   * Issues the batch: 409 when nobody is due one, 409 with the new preview (`data`) when the count
   * is not the preview's `expectedCount`. Everything in one transaction.
   */
  async issue(actor: AuditActor, kind: CertificateKind, selection: CertificateSelection, expectedCount: number | undefined): Promise<CertificateBatchResult> {
    const holderType = CERTIFICATE_KIND_HOLDER[kind];
    return this.db.transaction(async (tx) => {
      await lockKind(tx, kind);
      const preview = await this.preview(kind, selection, tx);
      if (preview.count === 0) throw new ConflictException({ message: CERTIFICATES_MSG.nothingToIssue, error: 'NOTHING_TO_ISSUE', data: preview });
      if (expectedCount !== preview.count) {
        throw new ConflictException({ message: CERTIFICATES_MSG.countChanged(preview.count), error: 'SELECTION_CHANGED', data: preview });
      }
      const [batch] = await tx
        .insert(certificateBatches)
        .values({ kind, selection, state: 'queued', createdBy: actorAccountId(actor) })
        .returning({ id: certificateBatches.id });
      const batchId = batch!.id;
      const holders = holdersOf(kind, selection);
      // the renamed holders' certificates first: the partial unique index allows one valid per holder
      await tx.execute(sql`update certificates c set status = 'superseded', superseded_at = now()
        from (${holders}) as h
        where c.kind = ${kind} and c.holder_type = ${holderType} and c.holder_ref = h.holder_ref and c.status = 'valid' and c.holder_name <> h.holder_name`);
      // spare codes: a holder added since the count has none and waits for the next batch
      const codes = newCertificateCodes(preview.count);
      const [inserted] = await queryRows<{ n: number }>(
        tx,
        sql`with todo as (
            select h.*, row_number() over (order by h.school_code, h.holder_name, h.holder_ref) as n
            from (${holders}) as h
            where not exists (select 1 from certificates c where c.kind = ${kind} and c.holder_type = ${holderType} and c.holder_ref = h.holder_ref and c.status = 'valid')
          ), written as (
            insert into certificates (code, number, kind, holder_type, holder_ref, holder_name, school_code, school_name, region, zone, team_ref, team_code, team_name, language, batch_id)
            select codes.code, ${numberPrefix(kind)} || lpad(nextval('certificate_serial')::text, 6, '0'), ${kind}, ${holderType}, todo.holder_ref, todo.holder_name,
              todo.school_code, todo.school_name, todo.region, todo.zone, todo.team_ref, todo.team_code, todo.team_name, todo.language, ${batchId}::uuid
            from todo join unnest(${sql.param(codes)}::text[]) with ordinality as codes(code, n) on codes.n = todo.n
            on conflict do nothing
            returning 1
          )
          select count(*)::int as n from written`,
      );
      await tx.execute(sql`update certificates old set superseded_by = fresh.id
        from certificates fresh
        where fresh.batch_id = ${batchId}::uuid and old.kind = fresh.kind and old.holder_type = fresh.holder_type and old.holder_ref = fresh.holder_ref
          and old.status = 'superseded' and old.superseded_by is null`);
      const toNotify = await createBatchNotices(tx, batchId, kind);
      const total = Number(inserted?.n ?? 0);
      const [row] = await tx.update(certificateBatches).set({ total, toNotify }).where(eq(certificateBatches.id, batchId)).returning();
      await recordAudit(tx, actor, {
        action: 'certificate.batch_issued',
        entityType: 'certificate_batch',
        entityId: batchId,
        after: { kind, selection, count: total, newCount: preview.newCount, renamedCount: preview.renamedCount },
      });
      return { batch: toCertificateBatch(row!) };
    });
  }

  async list(q: CertificateBatchesQueryDto): Promise<CertificateBatchesPage> {
    const query = this.db.select().from(certificateBatches).$dynamic();
    const page = await listPage(this.db, query, { page: q.page, limit: q.limit, order: q.order }, BATCH_SORTING, (rows) => rows.map(toCertificateBatch));
    return toNamedPage(page, 'batches');
  }

  async read(rawId: string) {
    const [row] = await this.db.select().from(certificateBatches).where(eq(certificateBatches.id, parseCertificateId(rawId)));
    if (!row) throw new NotFoundException(CERTIFICATES_MSG.batchNotFound);
    return toCertificateBatch(row);
  }
}
