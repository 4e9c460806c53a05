import { Injectable, Logger } from '@nestjs/common';
import { JUDGES_MSG, type JudgeImportPreview, type JudgeImportRefusal, type JudgeImportResult, type JudgeImportRow } from '@hackathon/contracts';
import { inArray, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../../database';
import { judges } from '../../../database/schema';
import { directoryCodes, recordAudit, type AuditActor } from '../../../kernel';
import { JudgeAccountsService } from '../judge-accounts.service';
import { judgeAudit } from '../judge-record';
import { checkJudgeRows, emailsOf, readJudgeCsv, schoolCodesOf } from './judge-csv';

/** Rows per insert statement: 7 parameters a row keeps a statement far under PostgreSQL's 65,535. */
const INSERT_BATCH = 500;

/** Invitations sent at a time after an import (each hashes a secret with argon2: the machine's cores, not the database, are the limit). */
const INVITE_CONCURRENCY = 2;

/**
 * `POST /admin/judges/import/preview` and `/apply`: the same file read and checked against the
 * directory and the judges already there. Apply does it again inside one transaction and creates
 * every row to create, with one audit entry per judge, or nothing at all; a row whose address a
 * judge has by then (an earlier apply of the same file, a judge added meanwhile) is refused as
 * already a judge, so applying a file twice creates its judges once. The judges created are
 * invited after the commit.
 */
@Injectable()
export class JudgeImportService {
  private readonly logger = new Logger(JudgeImportService.name);

  constructor(
    @InjectDb() private readonly db: Db,
    private readonly accounts: JudgeAccountsService,
  ) {}

  preview(bytes: Uint8Array): Promise<JudgeImportPreview> {
    return this.plan(this.db, bytes);
  }

  async apply(actor: AuditActor, bytes: Uint8Array): Promise<JudgeImportResult> {
    const done = await this.db.transaction(async (tx) => {
      const plan = await this.plan(tx, bytes);
      const created: { id: string; row: JudgeImportRow }[] = [];
      const lost: JudgeImportRow[] = [];
      for (let start = 0; start < plan.toCreate.length; start += INSERT_BATCH) {
        const batch = plan.toCreate.slice(start, start + INSERT_BATCH);
        const inserted = await insertJudges(tx, batch);
        for (const row of batch) {
          const id = inserted.get(row.email);
          if (id) created.push({ id, row });
          else lost.push(row);
        }
      }
      await recordAudit(
        tx,
        actor,
        created.map(({ id, row }) => judgeAudit('imported', id, { after: snapshotOf(row) })),
      );
      // a judge with the address was added between the check and the insert: already a judge
      const refused: JudgeImportRefusal[] = [...plan.refused, ...lost.map((row) => ({ line: row.line, email: row.email, reasons: [JUDGES_MSG.reasonAlreadyJudge] }))].sort(
        (a, b) => a.line - b.line,
      );
      return { ids: created.map((c) => c.id), refused, total: plan.total };
    });
    await this.inviteAll(done.ids);
    return { created: done.ids.length, refused: done.refused, total: done.total };
  }

  /** Reads and checks the file against the directory and the judges of `db` (the transaction's, on apply). */
  private async plan(db: DbOrTx, bytes: Uint8Array): Promise<JudgeImportPreview> {
    const csv = readJudgeCsv(bytes);
    const emails = emailsOf(csv);
    // one statement after the other: on apply, `db` is the transaction's one connection
    const taken = emails.length === 0 ? [] : await db.select({ email: sql<string>`lower(${judges.email})` }).from(judges).where(inArray(sql`lower(${judges.email})`, emails));
    const schoolCodes = await directoryCodes(db, schoolCodesOf(csv));
    const { toCreate, refused } = checkJudgeRows(csv, { judgeEmails: new Set(taken.map((t) => t.email)), schoolCodes });
    return { toCreate, refused, total: csv.rows.length };
  }

  /** Invites each new judge, a few at a time; one that fails stays not invited (the list offers Invite), the others go on. */
  private async inviteAll(ids: readonly string[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        await this.accounts.inviteNew(id).catch((error: unknown) => {
          this.logger.error(`imported judge ${id} not invited: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(INVITE_CONCURRENCY, ids.length) }, worker));
  }
}

/** insert ... on conflict do nothing: the ids of the judges created, by address (lower-case, unique in a plan). */
async function insertJudges(tx: DbOrTx, rows: JudgeImportRow[]): Promise<Map<string, string>> {
  const inserted = await tx
    .insert(judges)
    .values(rows.map(snapshotOf))
    .onConflictDoNothing()
    .returning({ id: judges.id, email: judges.email });
  return new Map(inserted.map((r) => [r.email, r.id]));
}

/** The judge a row creates, as inserted and as the audit trail records it (judgeSnapshot's fields). */
function snapshotOf(row: JudgeImportRow) {
  return {
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    expertise: row.expertise,
    homeRegion: row.homeRegion,
    schoolCode: row.schoolCode,
    isActive: true,
  };
}
